import type { NextRequest } from 'next/server';
import { withBasePath } from '@/lib/base-path';
import { seeOther } from '@/lib/http/see-other';
import { splitLocalePrefix } from '@/lib/routes';
import { nextParamOf } from '@/lib/safe-redirect';
import { clearedSessionCookies } from '@/lib/session/session';

/*
 * A page found the session missing or rejected upstream: drop the cookie here (pages cannot
 * set cookies) and continue to the login page of the same language, keeping a safe return path.
 */
export function GET(req: NextRequest) {
  const next = nextParamOf(req.nextUrl.searchParams);
  const prefix = next ? splitLocalePrefix(next).prefix : '';
  const login = `${prefix}/login${next ? `?${new URLSearchParams({ next })}` : ''}`;
  const res = seeOther(withBasePath(login));
  for (const c of clearedSessionCookies()) res.cookies.set(c.name, c.value, c.options);
  return res;
}
