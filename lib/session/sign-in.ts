import 'server-only';
import type { NextRequest } from 'next/server';
import { clientIp } from '../security/client-ip';
import { createSessionRecord, type LastSignIn, type SignInMethod } from './records';
import { memberSession, type SessionData } from './session';

/**
 * A member signs in (login, or the end of registration): a server-side record for this device and a
 * fresh session naming it. Answers the member's sign-in before this one for the "last signed in"
 * notice (Ontario iGaming standard 4.30, Pennsylvania §812a.9).
 */
export async function signIn(
  req: NextRequest,
  token: { access_token: string; expires_in: number },
  phone: string,
  method: SignInMethod = 'password',
  now = Date.now(),
): Promise<{ session: SessionData; previous: LastSignIn | null }> {
  const ip = clientIp(req);
  const { record, previous } = await createSessionRecord({
    phone,
    userAgent: req.headers.get('user-agent'),
    ip: ip === 'unknown' ? null : ip,
    method,
    now,
  });
  return { session: memberSession(token.access_token, token.expires_in, phone, record.id, now), previous };
}
