import { BASE_PATH } from '../base-path';

/*
 * Before the first paint, mark <html data-member> when the member-hint cookie is set, so the parts
 * of a static page that differ for a member (the bottom bar's tabs, the header's register/login
 * buttons) show the member's version from the first frame instead of the guest's until hydration
 * (app/layout.css, "Member or guest before hydration"), and mark <html data-app-banner> on a phone
 * that will show the app banner, so its slot has its height from the first frame. The hint is not a secret and decides nothing
 * but what is drawn; lib/stores/member-hint.ts keeps the attribute in step after login and logout.
 *
 * The page's Content-Security-Policy allows this one inline script by its hash (lib/security/csp.ts),
 * on nonce pages too, where Next does not put the nonce on a script the layout writes itself.
 */
export const MEMBER_HINT_SCRIPT =
  // A member's profile is asked for here, while the page's code is still on its way: a static page's
  // member parts would otherwise ask only after loading and hydrating, one more round trip before the
  // credit shows (docs/performance.md, "Touches"). lib/bff/browser.ts takes the answer for the first
  // profile read within EARLY_PROFILE_MAX_AGE_MS; `fetch` may be missing or throw in an old browser.
  // The masked phone and the credit (formatted as lib/format.ts and lib/phone.ts do) go into two custom
  // properties of <html>, which app/layout.css draws in the member bar's empty slot until the bar
  // itself arrives: the credit shows as soon as it is known, not once the member code has loaded.
  "if(/(?:^|; )lobby_member=1(?:;|$)/.test(document.cookie)){var d=document.documentElement;d.setAttribute('data-member','');" +
  "try{var a=fetch('" +
  BASE_PATH +
  "/api/customers/profile',{credentials:'same-origin'});window.__lobbyEarlyProfile={at:Date.now(),answer:a.catch(function(){})};" +
  "a.then(function(r){return r.ok&&r.clone().json()}).then(function(v){if(v&&typeof v.creditSatang==='number'&&typeof v.phone==='string'){" +
  "d.style.setProperty('--early-phone',JSON.stringify(v.phone.length>=8?v.phone.slice(0,3)+'\u2022\u2022\u2022'+v.phone.slice(-4):v.phone));" +
  "d.style.setProperty('--early-credit',JSON.stringify(new Intl.NumberFormat('en-US',{minimumFractionDigits:2,maximumFractionDigits:2}).format(v.creditSatang/100)))}}).catch(function(){})" +
  '}catch(e){}}' +
  // The app banner's slot (components/layout/on-demand.tsx): the same test as appBannerEligible()
  // in components/layout/app-banner-eligibility.ts; storage may throw in a locked-down browser.
  "try{/\\bAndroid\\b/i.test(navigator.userAgent)&&!/Windows Phone/i.test(navigator.userAgent)&&localStorage.getItem('lobby.appBannerClosed')!=='1'&&document.documentElement.setAttribute('data-app-banner','')}catch(e){}";

/** How old the head script's profile request may be and still answer the first profile read. */
export const EARLY_PROFILE_MAX_AGE_MS = 10_000;

/** sha256 of MEMBER_HINT_SCRIPT, base64 (checked by tests/unit/lib/security/csp.test.ts). */
export const MEMBER_HINT_SCRIPT_HASH = '2wrCwXCUt971QjeynWPzMpapMg3K3lYwdduwdQHILyc=';
