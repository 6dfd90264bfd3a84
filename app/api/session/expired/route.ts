import type { NextRequest } from 'next/server';
import { withBasePath } from '@/lib/base-path';
import { callUpstream } from '@/lib/casino/client';
import { AppError } from '@/lib/errors';
import { seeOther } from '@/lib/http/see-other';
import { splitLocalePrefix } from '@/lib/routes';
import { nextParamOf } from '@/lib/safe-redirect';
import { loginPathFor } from '@/lib/session/login-reason';
import { clearedSessionCookies, isMember, openSession, sessionCookieName } from '@/lib/session/session';

/*
 * A page found the session missing or rejected upstream: drop the cookie here (pages cannot
 * set cookies) and continue to the login page of the same language, keeping a safe return path.
 *
 * This is a GET any other site can link to, so a request that is not provably our own (Sec-Fetch-Site
 * other than same-origin, or none sent) never ends a session that still works (docs/security.md,
 * CSRF): a cookie that opens and that the upstream still accepts is kept, and the visitor goes on to
 * where they were headed. Only a dead session is cleared. Our own pages' redirects arrive same-origin
 * and clear at once, without asking the upstream.
 */
export async function GET(req: NextRequest) {
  const next = nextParamOf(req.nextUrl.searchParams);
  const prefix = next ? splitLocalePrefix(next).prefix : '';
  const session = await openSession(req.cookies.get(sessionCookieName())?.value);
  // a member whose session ended is told why on the login page; a guest sent here just logs in
  const login = isMember(session)
    ? loginPathFor(prefix, 'ended', next)
    : `${prefix}/login${next ? `?${new URLSearchParams({ next })}` : ''}`;
  const ours = req.headers.get('sec-fetch-site') === 'same-origin';
  if (!ours && isMember(session) && (await stillAccepted(session.token)))
    return seeOther(withBasePath(next ?? login));
  const res = seeOther(withBasePath(login));
  for (const c of clearedSessionCookies()) res.cookies.set(c.name, c.value, c.options);
  return res;
}

/** Only the upstream's own refusal proves a token dead; an upstream that cannot answer proves nothing. */
async function stillAccepted(token: string): Promise<boolean> {
  try {
    await callUpstream('profile', { token });
    return true;
  } catch (e) {
    return !(e instanceof AppError && e.code === 'unauthorized');
  }
}
