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
  "/(?:^|; )lobby_member=1(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute('data-member','');" +
  // The app banner's slot (components/layout/on-demand.tsx): the same test as appBannerEligible()
  // in components/layout/app-banner-eligibility.ts; storage may throw in a locked-down browser.
  "try{/\\bAndroid\\b/i.test(navigator.userAgent)&&!/Windows Phone/i.test(navigator.userAgent)&&localStorage.getItem('lobby.appBannerClosed')!=='1'&&document.documentElement.setAttribute('data-app-banner','')}catch(e){}";

/** sha256 of MEMBER_HINT_SCRIPT, base64 (checked by tests/unit/lib/security/csp.test.ts). */
export const MEMBER_HINT_SCRIPT_HASH = '5PgZIVd5ZghB9E1b5Sju1pR0ScUDL14RA475a9hk3qM=';
