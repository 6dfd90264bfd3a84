import 'server-only';
import { config } from '../config';
import { isMember, MAX_SESSION_SECONDS, needsIdleRefresh, type SessionData } from './session';

/**
 * Epoch ms when this sign-in ends unless the member acts: the earliest of the upstream token's
 * expiry, the idle limit and the 12-hour cap (lib/session/session.ts). `resealed` is true when
 * the answer carrying it also moves the idle clock (the BFF pipeline reseals at most once a minute).
 */
export function sessionDeadline(
  session: SessionData,
  now = Date.now(),
  resealed = needsIdleRefresh(session, now),
): number | null {
  if (!isMember(session)) return null;
  const lastSeen = resealed ? now : (session.lastSeenAt ?? session.createdAt ?? now);
  const cap = (session.createdAt ?? now) + MAX_SESSION_SECONDS * 1000;
  return Math.min(session.expiresAt, lastSeen + config().sessionIdleMs, cap);
}

/** Whether a refresh can still push the deadline: not when the 12-hour cap is what ends it. */
export function sessionCapReached(session: SessionData, deadline: number): boolean {
  return deadline >= (session.createdAt ?? 0) + MAX_SESSION_SECONDS * 1000;
}
