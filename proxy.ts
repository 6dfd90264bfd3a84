import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { localeCookie, routing } from './lib/i18n/routing';
import { BASE_PATH } from './lib/base-path';
import { marketingEntry } from './lib/marketing/entry';
import {
  contentSecurityPolicy,
  gameFrameOrigins,
  STRICT_TRANSPORT_SECURITY,
  type ScriptSources,
} from './lib/security/csp';
import { prerenderedAppDir, staticPageScripts } from './lib/security/static-page-hashes';
import { accessOf, memberPlayPath, splitLocalePrefix } from './lib/routes';
import { cookiesSecure, siteEnv } from './lib/env/site';
import { SESSION_COOKIE } from './lib/session/session-cookie';

/*
 * Locale routing and a convenience login redirect (docs/architecture.md §3). This is not the security
 * boundary: member pages and BFF routes check the session themselves. Here only the cookie's
 * presence is looked at, so a guest gets to /login without rendering a member page first.
 */

const secure = cookiesSecure();
// docs/security.md, cookies: Secure on every cookie the site sets in production, the language choice too.
const intl = createIntlMiddleware(
  secure ? { ...routing, localeCookie: { ...localeCookie, secure: true } } : routing,
);
const frameOrigins = gameFrameOrigins({
  GAME_FRAME_ORIGINS: siteEnv.get('GAME_FRAME_ORIGINS'),
  CASINO_API_URL: siteEnv.get('CASINO_API_URL'),
});
const dev = process.env.NODE_ENV === 'development';
const appDir = prerenderedAppDir();

export default function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  const { locale, prefix, page } = splitLocalePrefix(path);

  const entry = marketingEntry(page, prefix, req.nextUrl.searchParams);
  if (entry) return relativeLocation(entryRedirect(req, entry), req);

  const play = req.cookies.has(SESSION_COOKIE) ? memberPlayPath(page, req.nextUrl.searchParams) : null;
  if (play) {
    const url = req.nextUrl.clone();
    url.pathname = `${prefix}${play}`;
    url.search = '';
    return relativeLocation(NextResponse.redirect(url), req);
  }
  if (accessOf(page) === 'member' && !req.cookies.has(SESSION_COOKIE)) {
    const url = req.nextUrl.clone();
    url.pathname = `${prefix}/login`;
    url.search = new URLSearchParams({ next: path + withoutRscQuery(req.nextUrl.searchParams) }).toString();
    return relativeLocation(NextResponse.redirect(url), req);
  }
  // A prerendered page cannot carry a per-request nonce: its inline scripts are allowed by hash (or,
  // while it is first rendered after start, by that render's nonce). Every other page gets a fresh
  // nonce, which Next reads from the forwarded request header.
  const scripts: ScriptSources = (accessOf(page) === 'public'
    ? staticPageScripts(appDir, locale, page)
    : null) ?? { nonce: randomNonce() };
  const csp = contentSecurityPolicy({ frameOrigins, dev, scripts });
  const res = relativeLocation(intl(forwardedRequest(req, 'nonce' in scripts ? csp : null)), req);
  res.headers.set('content-security-policy', csp);
  if (secure) res.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  if (accessOf(page) === 'member') res.headers.set('cache-control', 'private, no-store');
  return res;
}

/** Marketing links set their cookies here, server-side, and land on a clean URL (docs/architecture.md §3). */
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
  for (const c of entry.cookies)
    res.cookies.set(c.name, c.value, {
      maxAge: c.maxAge,
      path: c.path,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
  return res;
}

/*
 * next.config.ts sets skipProxyUrlNormalize (the site bound to a loopback address, docs/operations.md):
 * req.url is then the address as Next's router knows it (http://127.0.0.1:3000/…, https behind a proxy
 * sending X-Forwarded-Proto), while req.nextUrl names any loopback host "localhost". A redirect to this
 * site is put on req.url's origin, which the router turns into a relative Location
 * (next/dist/server/lib/router-utils/resolve-routes.js): a Location never names the address the site
 * is bound to.
 */
function relativeLocation(res: NextResponse, req: NextRequest): NextResponse {
  const location = res.headers.get('location');
  if (!location) return res;
  let target: URL;
  try {
    target = new URL(location, req.url);
  } catch {
    return res;
  }
  const own = new URL(req.url).origin;
  if (target.origin === own || target.origin === req.nextUrl.origin) {
    target.searchParams.delete('_rsc');
    res.headers.set('location', new URL(target.pathname + target.search + target.hash, own).href);
  }
  return res;
}

/** The query without the router's internal `_rsc` marker, which the proxy sees with skipProxyUrlNormalize. */
function withoutRscQuery(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('_rsc');
  const query = rest.toString();
  return query ? `?${query}` : '';
}

/**
 * The request as the page sees it. docs/architecture.md §3: no guessing from Accept-Language — only the
 * URL and the visitor's own choice count, so every request reads as if it asked for the default
 * language. That also keeps next-intl from setting the locale cookie on a first visit to a Thai page
 * (it writes one only where the page's language differs from the browser's): such an answer then
 * carries no Set-Cookie and a cache may keep it (lib/ops/page-cache.ts). A nonce-based CSP travels on
 * the request so Next puts the nonce on the scripts it renders (next/dist/docs, Content Security Policy).
 */
function forwardedRequest(req: NextRequest, csp: string | null): NextRequest {
  if (req.headers.get('accept-language') === routing.defaultLocale && !csp) return req;
  const headers = new Headers(req.headers);
  headers.set('accept-language', routing.defaultLocale);
  if (csp) headers.set('content-security-policy', csp);
  return new NextRequest(req.url, { headers, method: req.method, nextConfig: { basePath: BASE_PATH } });
}

function randomNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export const config = {
  // Pages only: not the BFF, the embedded demo game (app/demo-game, its own CSP), Next's assets or
  // files with an extension.
  matcher: ['/', '/((?!api/|demo-game/|_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
};
