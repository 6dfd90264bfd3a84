import { cookiesSecure } from '../env/site';
import { sessionCookieScope } from './cookie-name';

/** The session cookie's name in this process (lib/session/cookie-name.ts); server code and proxy.ts only. */
export const SESSION_COOKIE = sessionCookieScope(cookiesSecure()).name;
