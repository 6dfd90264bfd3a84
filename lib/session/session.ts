import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { AppError } from '../errors';
import { config } from '../config';
import { MEMBER_HINT_COOKIE, sessionCookieScope } from './cookie-name';
import { IDLE_REFRESH_MS, MAX_SESSION_SECONDS } from './limits';
import { liveSessionRecord, type SessionRecord } from './records';

/*
 * The BFF session (docs/architecture.md §4): an iron-session sealed cookie, HttpOnly, SameSite=Lax,
 * `__Host-` prefixed and Secure in production (lib/session/cookie-name.ts). It holds the upstream
 * token, which therefore never reaches script in the browser, plus the short-lived tokens of the
 * register and reset flows. Lifetimes are enforced here, on the server, from values inside the
 * seal: the cookie's own Max-Age is only a hint to the browser. A member session also names its
 * server-side record (`sid`, lib/session/records.ts), read on every request: without a live record
 * the token is dropped, so logout and revocation take effect at once (ASVS 5 V7.4.1).
 */

export { SESSION_COOKIE } from './session-cookie';
/** Where the member hint lives; the session cookie's own path depends on the prefix. */
export const SESSION_PATH = '/lobby';
export { IDLE_REFRESH_MS, MAX_SESSION_SECONDS };
/** Browsers drop a cookie whose name and value exceed 4096 bytes (RFC 6265 §6.1 minimum). */
export const MAX_COOKIE_BYTES = 4096;

export interface SessionData {
  token?: string;
  /** The member's phone, as they logged in with it (spec §3 banner-click records name it). */
  phone?: string;
  /** The server-side session record (lib/session/records.ts); a member session without a live one is none. */
  sid?: string;
  /** Epoch ms when the upstream token expires: login time + expires_in (spec §3). */
  expiresAt?: number;
  createdAt?: number;
  /** Epoch ms of the last sealing: the idle clock (SESSION_IDLE_MINUTES). */
  lastSeenAt?: number;
  registerToken?: string;
  registerPhone?: string;
  resetToken?: string;
  resetPhone?: string;
  /** The OTP the member proved in the reset flow; confirm-password sends it again (spec §7). */
  resetOtp?: string;
  /** Epoch ms before which the register or reset OTP step may not ask for a new code (lib/casino/otp-view.ts). */
  otpResendAt?: number;
}

export interface CookieSpec {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string; maxAge: number };
}

/** The session cookie's name for this deployment (`__Host-lobby_session` when Secure). */
export function sessionCookieName(): string {
  return sessionCookieScope(config().cookieSecure).name;
}

/*
 * Performance (docs/performance.md): an open member page polls the BFF every few seconds with the same
 * sealed cookie, and unsealing it (WebCrypto key derivation, HMAC, AES) was the largest cost of a BFF call
 * of our own. The unsealed contents are kept a few seconds under the exact cookie string, so a changed or
 * tampered cookie always unseals afresh; every lifetime below is still checked per request. Only real
 * sessions are kept (iron-session answers {} for a bad or expired seal, and garbage cookies must not push
 * members out), and only for the secrets they were opened with.
 */
const UNSEALED_TTL_MS = 5_000;
const UNSEALED_MAX_ENTRIES = 10_000;
const unsealedCache = new Map<
  string,
  { data: Readonly<SessionData>; until: number; passwords: Record<string, string> }
>();

async function unsealCached(sealed: string, now: number): Promise<SessionData> {
  const { sessionPasswords } = config();
  const hit = unsealedCache.get(sealed);
  if (hit && hit.until > now && hit.passwords === sessionPasswords) return { ...hit.data };
  const data = await unsealData<SessionData>(sealed, {
    password: sessionPasswords,
    ttl: MAX_SESSION_SECONDS + 60,
  });
  unsealedCache.delete(sealed);
  if (Object.keys(data).length === 0) return data;
  if (unsealedCache.size >= UNSEALED_MAX_ENTRIES) unsealedCache.delete(unsealedCache.keys().next().value!);
  unsealedCache.set(sealed, {
    data: Object.freeze({ ...data }),
    until: now + UNSEALED_TTL_MS,
    passwords: sessionPasswords,
  });
  return data;
}

export async function openSession(sealed: string | undefined, now = Date.now()): Promise<SessionData> {
  return (await openSessionWithRecord(sealed, now)).session;
}

/** The session and, for a member, its live server-side record (the BFF pipeline touches it on activity). */
export async function openSessionWithRecord(
  sealed: string | undefined,
  now = Date.now(),
): Promise<{ session: SessionData; record: SessionRecord | null }> {
  const none = { session: {}, record: null };
  if (!sealed) return none;
  let data: SessionData;
  try {
    data = await unsealCached(sealed, now);
  } catch {
    // A cookie sealed with a retired secret, or tampered with, is simply no session.
    return none;
  }
  const lastSeen = data.lastSeenAt ?? data.createdAt;
  if (lastSeen === undefined || now - lastSeen > config().sessionIdleMs) return none;
  if (data.createdAt !== undefined && now - data.createdAt >= MAX_SESSION_SECONDS * 1000) return none;
  if (data.token && (!data.expiresAt || data.expiresAt <= now)) dropMember(data);
  if (!data.token) return { session: data, record: null };
  // Read afresh on every request, never cached: a revoked record must end the session at once.
  const record = data.sid ? await liveSessionRecord(data.sid, data.phone, now) : null;
  if (!record) dropMember(data);
  return { session: data, record };
}

function dropMember(data: SessionData): void {
  delete data.token;
  delete data.expiresAt;
  delete data.sid;
}

export function isMember(
  session: SessionData,
): session is SessionData & { token: string; expiresAt: number } {
  return typeof session.token === 'string' && session.token.length > 0;
}

/**
 * The phone a member signed in with, for the calls spec §7 makes with it. Every sign-in stores it
 * (memberSession); a session without it cannot name its member, so it is treated as signed out.
 */
export function memberPhone(session: SessionData): string {
  if (!session.phone) throw new AppError('unauthorized');
  return session.phone;
}

/** Whether a BFF call should re-seal an unchanged member session to push the idle deadline. */
export function needsIdleRefresh(session: SessionData, now = Date.now()): boolean {
  return isMember(session) && now - (session.lastSeenAt ?? 0) >= IDLE_REFRESH_MS;
}

/** The cookies that carry a session: the sealed session, plus the member hint while signed in. */
export async function sealSession(data: SessionData, now = Date.now()): Promise<CookieSpec[]> {
  const { sessionPasswords, currentPasswordId, cookieSecure } = config();
  const createdAt = data.createdAt ?? now;
  const absoluteEnd = createdAt + MAX_SESSION_SECONDS * 1000;
  const end = Math.min(data.expiresAt ?? now + 30 * 60 * 1000, absoluteEnd);
  const maxAge = Math.max(1, Math.floor((end - now) / 1000));
  const value = await sealData(
    { ...data, createdAt, lastSeenAt: now },
    { password: { [currentPasswordId]: sessionPasswords[currentPasswordId]! }, ttl: maxAge + 60 },
  );
  const scope = sessionCookieScope(cookieSecure);
  if (scope.name.length + 1 + value.length > MAX_COOKIE_BYTES) {
    // A broken (silently dropped) cookie would look like a login that did not stick; say so instead.
    throw new AppError('upstream_contract', {
      detail: `sealed session of ${value.length} bytes exceeds the cookie limit`,
    });
  }
  const options = {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: scope.path,
    maxAge,
  } as const;
  const hintOptions = { ...options, path: SESSION_PATH, httpOnly: false };
  const hint = isMember(data)
    ? { name: MEMBER_HINT_COOKIE, value: '1', options: hintOptions }
    : { name: MEMBER_HINT_COOKIE, value: '', options: { ...hintOptions, maxAge: 0 } };
  return [{ name: scope.name, value, options }, hint];
}

export function clearedSessionCookies(): CookieSpec[] {
  const { cookieSecure } = config();
  const scope = sessionCookieScope(cookieSecure);
  const options = {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: scope.path,
    maxAge: 0,
  } as const;
  return [
    { name: scope.name, value: '', options },
    { name: MEMBER_HINT_COOKIE, value: '', options: { ...options, path: SESSION_PATH, httpOnly: false } },
  ];
}

/**
 * A new sign-in: a fresh session object, nothing carried over from before (ASVS V7.2). The login
 * route seals only this, so whatever the visitor's old cookie held is discarded (no fixation).
 * `sid` names the record made for it (lib/session/sign-in.ts).
 */
export function memberSession(
  token: string,
  expiresInSeconds: number,
  phone: string,
  sid: string,
  now = Date.now(),
): SessionData {
  const expiresIn = Math.min(expiresInSeconds, MAX_SESSION_SECONDS);
  return { token, phone, sid, expiresAt: now + expiresIn * 1000, createdAt: now, lastSeenAt: now };
}
