import { createSessionRecord } from '@/lib/session/records';
import { memberSession, type SessionData } from '@/lib/session/session';

/**
 * A member session as a real sign-in makes it: with its server-side record (lib/session/records.ts),
 * without which openSession refuses the token.
 */
export async function recordedMemberSession(
  token: string,
  expiresInSeconds: number,
  phone: string,
  now = Date.now(),
  userAgent: string | null = null,
): Promise<SessionData> {
  const { record } = await createSessionRecord({ phone, userAgent, ip: null, now });
  return memberSession(token, expiresInSeconds, phone, record.id, now);
}
