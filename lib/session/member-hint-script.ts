/*
 * Before the first paint, mark <html data-member> when the member-hint cookie is set, so the parts
 * of a static page that differ for a member (the bottom bar's tabs, the header's register/login
 * buttons) show the member's version from the first frame instead of the guest's until hydration
 * (app/layout.css, "Member or guest before hydration"). The hint is not a secret and decides nothing
 * but what is drawn; lib/stores/member-hint.ts keeps the attribute in step after login and logout.
 *
 * The page's Content-Security-Policy allows this one inline script by its hash (lib/security/csp.ts),
 * on nonce pages too, where Next does not put the nonce on a script the layout writes itself.
 */
export const MEMBER_HINT_SCRIPT =
  "/(?:^|; )lobby_member=1(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute('data-member','')";

/** sha256 of MEMBER_HINT_SCRIPT, base64 (checked by tests/unit/lib/security/csp.test.ts). */
export const MEMBER_HINT_SCRIPT_HASH = '1e0dbCLYMi5Q+BvhYSJyR9nDxt82wvPVYkngh3NbQnY=';
