import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { BASE_PATH } from './lib/base-path';
import { marketingEntry } from './lib/marketing/entry';
import { contentSecurityPolicy, gameFrameOrigins } from './lib/security/csp';
import { accessOf, splitLocalePrefix } from './lib/routes';
import { SESSION_COOKIE } from './lib/session/cookie-name';

/*
 * Locale routing and a convenience login redirect (ARCHITECTURE §3). This is not the security
 * boundary: member pages and BFF routes check the session themselves. Here only the cookie's
 * presence is looked at, so a guest gets to /login without rendering a member page first.
 */

const intl = createIntlMiddleware(routing);
const csp = contentSecurityPolicy({
  frameOrigins: gameFrameOrigins({ GAME_FRAME_ORIGINS: process.env.GAME_FRAME_ORIGINS, CASINO_API_URL: process.env.CASINO_API_URL }),
  dev: process.env.NODE_ENV === 'development',
});

export default function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  const { prefix, page } = splitLocalePrefix(path);

  const entry = marketingEntry(page, prefix, req.nextUrl.searchParams);
  if (entry) return entryRedirect(req, entry);

  if (accessOf(page) === 'member' && !req.cookies.has(SESSION_COOKIE)) {
    const url = req.nextUrl.clone();
    url.pathname = `${prefix}/login`;
    url.search = new URLSearchParams({ next: path + req.nextUrl.search }).toString();
    return NextResponse.redirect(url);
  }
  const res = intl(withoutAcceptLanguage(req));
  res.headers.set('content-security-policy', csp);
  if (accessOf(page) === 'member') res.headers.set('cache-control', 'private, no-store');
  return res;
}

/** Marketing links set their cookies here, server-side, and land on a clean URL (ARCHITECTURE §3). */
function entryRedirect(req: NextRequest, entry: NonNullable<ReturnType<typeof marketingEntry>>) {
  const url = req.nextUrl.clone();
  if (entry.affiliateKey) {
    url.pathname = '/api/marketing/affiliate';
    url.search = new URLSearchParams({ key: entry.affiliateKey, next: entry.location }).toString();
  } else {
    const [pathname = '/', search = ''] = entry.location.split('?');
    url.pathname = pathname;
    url.search = search;
  }
  const res = NextResponse.redirect(url);
  for (const c of entry.cookies) res.cookies.set(c.name, c.value, { maxAge: c.maxAge, path: c.path, httpOnly: true, sameSite: 'lax' });
  return res;
}

/** ARCHITECTURE §3: no guessing from Accept-Language — only the URL and the visitor's own choice count. */
function withoutAcceptLanguage(req: NextRequest): NextRequest {
  if (!req.headers.has('accept-language')) return req;
  const headers = new Headers(req.headers);
  headers.delete('accept-language');
  return new NextRequest(req.url, { headers, method: req.method, nextConfig: { basePath: BASE_PATH } });
}

export const config = {
  // Pages only: not the BFF, Next's assets or files with an extension.
  matcher: ['/', '/((?!api/|_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
};
