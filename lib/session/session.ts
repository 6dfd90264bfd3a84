import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { config } from '../config';

/*
 * The BFF session (ARCHITECTURE §4): an iron-session sealed cookie, HttpOnly, SameSite=Lax,
 * path /lobby. It holds the upstream token, which therefore never reaches script in the
 * browser, plus the short-lived tokens of the register and reset flows.
 */

export { SESSION_COOKIE } from './cookie-name';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE } from './cookie-name';
export const SESSION_PATH = '/lobby';
/** Absolute lifetime of a sign-in, whatever the upstream token says (ASVS V7.3). */
const MAX_SESSION_SECONDS = 12 * 60 * 60;

export interface SessionData {
  token?: string;
  /** The member's phone, as they logged in with it (spec §3 banner-click records name it). */
  phone?: string;
  /** Epoch ms when the upstream token expires: login time + expires_in (spec §3). */
  expiresAt?: number;
  createdAt?: number;
  registerToken?: string;
  registerPhone?: string;
  resetToken?: string;
  resetPhone?: string;
  /** The OTP the member proved in the reset flow; confirm-password sends it again (spec §7). */
  resetOtp?: string;
}

export interface CookieSpec {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string; maxAge: number };
}

export async function openSession(sealed: string | undefined, now = Date.now()): Promise<SessionData> {
  if (!sealed) return {};
  try {
    const data = await unsealData<SessionData>(sealed, { password: config().sessionPasswords });
    if (data.token && (!data.expiresAt || data.expiresAt <= now)) {
      delete data.token;
      delete data.expiresAt;
    }
    return data;
  } catch {
    // A cookie sealed with a retired secret, or tampered with, is simply no session.
    return {};
  }
}

export function isMember(session: SessionData): session is SessionData & { token: string; expiresAt: number } {
  return typeof session.token === 'string' && session.token.length > 0;
}

/** The cookies that carry a session: the sealed session, plus the member hint while signed in. */
export async function sealSession(data: SessionData, now = Date.now()): Promise<CookieSpec[]> {
  const { sessionPasswords, currentPasswordId, cookieSecure } = config();
  const remaining = data.expiresAt ? Math.floor((data.expiresAt - now) / 1000) : 30 * 60;
  const maxAge = Math.max(1, Math.min(remaining, MAX_SESSION_SECONDS));
  const value = await sealData(data, {
    password: { [currentPasswordId]: sessionPasswords[currentPasswordId]! },
    ttl: maxAge + 60,
  });
  const options = { httpOnly: true, sameSite: 'lax', secure: cookieSecure, path: SESSION_PATH, maxAge } as const;
  const hint = isMember(data)
    ? { name: MEMBER_HINT_COOKIE, value: '1', options: { ...options, httpOnly: false } }
    : { name: MEMBER_HINT_COOKIE, value: '', options: { ...options, httpOnly: false, maxAge: 0 } };
  return [{ name: SESSION_COOKIE, value, options }, hint];
}

export function clearedSessionCookies(): CookieSpec[] {
  const options = { httpOnly: true, sameSite: 'lax', secure: config().cookieSecure, path: SESSION_PATH, maxAge: 0 } as const;
  return [
    { name: SESSION_COOKIE, value: '', options },
    { name: MEMBER_HINT_COOKIE, value: '', options: { ...options, httpOnly: false } },
  ];
}

/** A new sign-in: a fresh session object, nothing carried over from before (ASVS V7.2). */
export function memberSession(token: string, expiresInSeconds: number, phone: string, now = Date.now()): SessionData {
  const expiresIn = Math.min(expiresInSeconds, MAX_SESSION_SECONDS);
  return { token, phone, expiresAt: now + expiresIn * 1000, createdAt: now };
}
