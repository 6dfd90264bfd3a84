/*
 * The session cookie's name and scope, importable by proxy.ts and browser code, which must stay free
 * of server secrets (whether cookies are Secure comes from lib/env/site.ts, cookiesSecure). In production the cookie carries the `__Host-` prefix (ASVS V7.2): the browser then
 * insists on Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it.
 * The prefix forces Path=/ even though the site lives under /lobby; the value is sealed and
 * HttpOnly, so other paths on the host receive it but cannot read it. Over plain http (dev, the
 * embedded demo) a `__Host-` cookie would be dropped, so there it is `lobby_session` on /lobby.
 */

export function sessionCookieScope(secure: boolean): { name: string; path: string } {
  return secure ? { name: '__Host-lobby_session', path: '/' } : { name: 'lobby_session', path: '/lobby' };
}

/**
 * A non-secret "probably signed in" hint readable by script. Public pages stay static and the
 * browser asks for member data only when it is set; every decision still rests on the session.
 */
export const MEMBER_HINT_COOKIE = 'lobby_member';

/**
 * `; Secure` for a cookie script writes on a page served over https (docs/security.md, cookies): the
 * browser then never sends it over plain http. Over http (dev, the embedded demo) it would be dropped.
 */
export function scriptCookieSecurity(protocol: string = globalThis.location?.protocol ?? ''): string {
  return protocol === 'https:' ? '; Secure' : '';
}
