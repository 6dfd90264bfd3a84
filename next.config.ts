import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { siteEnv } from './lib/env/site';

// First-load JS (docs/performance.md): the catalogues are compiled at build time (icu-minify), so the
// browser gets next-intl's format-only runtime instead of the ICU parser (intl-messageformat, ~12 kB
// gzip on every page). Catalogues must then hold strings only (no arrays), and `t.raw` returns compiled
// messages.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const distDir = siteEnv.get('NEXT_DIST_DIR');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  basePath: '/lobby',
  // First paint (docs/performance.md, "First paint"): the stylesheets (about 9 kB gzip) arrive inside the
  // HTML instead of as render-blocking requests. With real throttling (slow 4G, 4× CPU) a linked
  // stylesheet held home's first paint at 1.8 s; inlined, 1.1 s, against 0.75 s for a page with no CSS.
  // A client-side navigation still loads the same styles as files (Next's own rule for inlineCss).
  experimental: { inlineCss: true },
  // A second build directory lets a check build run beside a served one (e.g. NEXT_DIST_DIR=.next-check).
  distDir,
  // proxy.ts reads prerendered pages from the dist dir for their CSP hashes (lib/security/static-page-hashes.ts).
  env: { LOBBY_DIST_DIR: distDir },
  // Next.js's file-system ISR cache, telling proxy.ts's CSP which version of each page it holds
  // (lib/security/static-page-hashes.ts).
  cacheHandler: path.join(process.cwd(), 'lib/security/page-cache-handler.mjs'),
  // `node <distDir>/standalone/server.js` runs without node_modules (scripts/standalone.ts;
  // docs/operations.md).
  output: 'standalone',
  // Articles and legal pages read content/ at request time; the tracer cannot see those paths.
  outputFileTracingIncludes: { '/*': ['./content/**/*'] },
  poweredByHeader: false,
  // A site bound to a loopback address (SITE_HOST=127.0.0.1 behind nginx, docs/operations.md) must serve
  // its pages: by default Next names a loopback host "localhost" in the URL proxy.ts sees, so
  // next-intl's locale rewrite pointed at http://localhost:<port>/…, which Next's router compares with
  // the address it was bound to, takes for another server and proxies to (a 307 loop, a 500, EPROTO
  // behind X-Forwarded-Proto https). Unnormalised, the rewrite keeps the request's own origin and
  // stays internal (next/dist/docs, skipProxyUrlNormalize). proxy.ts makes its redirects relative,
  // which Next's normalisation did before.
  skipProxyUrlNormalize: true,
  // Game pictures reach next/image as a local path (app/api/game-image; docs/architecture.md, "Game
  // catalogue"), so no remote host or private address needs allowing; AVIF first, WebP else.
  images: { formats: ['image/avif', 'image/webp'] },
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The embedded demo game page (app/demo-game) is made to be framed, by our own pages only, and its
      // URL carries the game session: no Referer. A later entry overrides the same header of an earlier
      // one, and a route handler's own value does not survive these.
      {
        source: '/demo-game/play/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
