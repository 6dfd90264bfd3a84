/*
 * The session cookie's name and scope, importable by proxy.ts, which must stay free of server
 * secrets. In production the cookie carries the `__Host-` prefix (ASVS V7.2): the browser then
 * insists on Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it.
 * The prefix forces Path=/ even though the site lives under /lobby; the value is sealed and
 * HttpOnly, so other paths on the host receive it but cannot read it. Over plain http (dev, the
 * embedded demo) a `__Host-` cookie would be dropped, so there it is `lobby_session` on /lobby.
 */

/** Whether cookies are Secure: COOKIE_SECURE when set, else production builds except the embedded demo. */
export function cookieSecureFrom(env: { COOKIE_SECURE?: string; NODE_ENV?: string; DEMO?: string }): boolean {
  if (env.COOKIE_SECURE === 'true' || env.COOKIE_SECURE === 'false') return env.COOKIE_SECURE === 'true';
  return env.NODE_ENV === 'production' && env.DEMO !== 'true';
}

export function sessionCookieScope(secure: boolean): { name: string; path: string } {
  return secure ? { name: '__Host-lobby_session', path: '/' } : { name: 'lobby_session', path: '/lobby' };
}

export const SESSION_COOKIE = sessionCookieScope(
  cookieSecureFrom({
    COOKIE_SECURE: process.env.COOKIE_SECURE,
    NODE_ENV: process.env.NODE_ENV,
    DEMO: process.env.DEMO,
  }),
).name;

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
