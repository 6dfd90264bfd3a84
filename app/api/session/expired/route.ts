import { NextResponse, type NextRequest } from 'next/server';
import { withBasePath } from '@/lib/base-path';
import { splitLocalePrefix } from '@/lib/routes';
import { safeNextPath } from '@/lib/safe-redirect';
import { clearedSessionCookies } from '@/lib/session/session';

/*
 * A page found the session missing or rejected upstream: drop the cookie here (pages cannot
 * set cookies) and continue to the login page of the same language, keeping a safe return path.
 */
export function GET(req: NextRequest) {
  const next = safeNextPath(req.nextUrl.searchParams.get('next'));
  const prefix = next ? splitLocalePrefix(next).prefix : '';
  const login = `${prefix}/login${next ? `?${new URLSearchParams({ next })}` : ''}`;
  // Route handlers see no basePath on nextUrl, so the page path gets it spelled out.
  const res = NextResponse.redirect(new URL(withBasePath(login), req.nextUrl.origin), 303);
  for (const c of clearedSessionCookies()) res.cookies.set(c.name, c.value, c.options);
  res.headers.set('cache-control', 'private, no-store');
  return res;
}
