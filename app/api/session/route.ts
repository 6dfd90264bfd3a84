import { NextResponse, type NextRequest } from 'next/server';
import { sessionDeadline } from '@/lib/session/deadline';
import { openSession, sessionCookieName } from '@/lib/session/session';

/*
 * GET /lobby/api/session: when the sign-in ends, for the timeout warning (WCAG 2.2.1). Outside the
 * BFF pipeline on purpose: asking must not count as activity, or the idle limit would never end it.
 */
export async function GET(req: NextRequest) {
  const session = await openSession(req.cookies.get(sessionCookieName())?.value);
  const now = Date.now();
  const deadline = sessionDeadline(session, now, false);
  // a duration, not an instant: the browser's clock may be off
  const res = NextResponse.json({ remainingMs: deadline === null ? null : deadline - now });
  res.headers.set('cache-control', 'private, no-store');
  return res;
}
