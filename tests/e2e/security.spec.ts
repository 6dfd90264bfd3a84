import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { demoMember, expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';
import { CASINO_API_URL, SITE_ORIGIN } from './support/servers';
import { MEMBER_HINT_SCRIPT_HASH } from '../../lib/session/member-hint-script';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/*
 * docs/security.md against the built server: the CSP blocks injected script while our own pages still
 * hydrate, the security headers are present, and no request shape reaches member data without a
 * session (the guard lives in every page and route handler, not only in proxy.ts).
 */

const UPSTREAM_ORIGIN = new URL(CASINO_API_URL).origin;

/** Records CSP violations from the first script on, before any of the page's own. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

/**
 * A reflected or stored XSS: the server's HTML, CSP header untouched, carries an attacker's inline
 * script and event handler. Neither may run.
 */
async function injectedScriptRuns(page: Page, url: string): Promise<boolean> {
  await page.route(url, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(
      '</body>',
      '<script>window.__injected = true</script><img src="/x" onerror="window.__injected = true"></body>',
    );
    const headers = Object.fromEntries(
      Object.entries(res.headers()).filter(([k]) => k !== 'content-length' && k !== 'content-encoding'),
    );
    expect(headers['content-security-policy']).toBeTruthy();
    await route.fulfill({ status: res.status(), headers, body: html });
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.unroute(url);
  return page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true);
}

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))!;

test.describe('content security policy', () => {
  // The site's service worker would answer navigations itself, out of page.route()'s reach.
  test.use({ serviceWorkers: 'block' });

  test('static pages run only their own hashed scripts: they hydrate, and injected inline script is blocked', async ({
    page,
    header,
  }) => {
    const violations = await watchCsp(page);
    for (const url of ['/lobby', '/lobby/promotion', '/lobby/article']) {
      const res = await page.goto(url);
      const csp = res!.headers()['content-security-policy']!;
      expect(scriptSrc(csp)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      await expect(header.loginButton).toBeVisible({ timeout: 20_000 });
      await waitForHydration(header.loginButton);
      expect(await violations()).toEqual([]);
    }
    expect(await injectedScriptRuns(page, `${SITE_ORIGIN}/lobby/promotion`)).toBe(false);
    await expect
      .poll(async () => (await violations()).some((v) => /^script-src|inline script/i.test(v)))
      .toBe(true);
  });

  test('pages rendered per request carry a fresh nonce; login popup and member pages hydrate with no violation, injected script is blocked', async ({
    page,
    header,
    loginPopup,
  }) => {
    const violations = await watchCsp(page);
    const first = await page.request.get('/lobby/login');
    const second = await page.request.get('/lobby/login');
    const nonceOf = (r: APIResponse) => /'nonce-([^']+)'/.exec(r.headers()['content-security-policy']!)?.[1];
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(await first.text()).toContain(`nonce="${nonceOf(first)}"`);

    await page.goto('/lobby');
    await header.openLogin();
    await loginPopup.login(demoMember.phone, demoMember.password);
    await header.expectSignedIn(demoMember.phone);
    const lobby = await page.goto('/lobby/lobby');
    // the nonce, plus the hash of the layout's one inline script (lib/session/member-hint-script.ts)
    expect(scriptSrc(lobby!.headers()['content-security-policy']!)).toMatch(
      new RegExp(
        `^script-src 'self' 'nonce-[^']+' 'sha256-${escapeRegExp(MEMBER_HINT_SCRIPT_HASH)}' 'strict-dynamic'$`,
      ),
    );
    await header.expectSignedIn(demoMember.phone);
    expect(await violations()).toEqual([]);
    expect(await injectedScriptRuns(page, `${SITE_ORIGIN}/lobby/deposit`)).toBe(false);
    await expect
      .poll(async () => (await violations()).some((v) => /^script-src|inline script/i.test(v)))
      .toBe(true);
  });
});

test.describe('security headers', () => {
  test('pages and BFF answers carry the protective headers; member pages and BFF JSON are never stored', async ({
    request,
  }) => {
    const login = await request.post('/lobby/api/login', {
      data: credentials,
      headers: { origin: SITE_ORIGIN },
    });
    expect(login.status()).toBe(200);
    for (const [url, member] of [
      ['/lobby', false],
      ['/lobby/promotion', false],
      ['/lobby/deposit', true],
      ['/lobby/api/customers/profile', true],
    ] as const) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
      const h = res.headers();
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], url).toContain('camera=()');
      expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(h['x-frame-options'], url).toBe('DENY');
      expect(h['x-powered-by'], url).toBeUndefined();
      // The embedded demo is plain http: HSTS is for production only (lib/security/csp.ts).
      expect(h['strict-transport-security'], url).toBeUndefined();
      if (!url.includes('/api/'))
        expect(h['content-security-policy'], url).toContain("frame-ancestors 'none'");
      if (member) expect(h['cache-control'], url).toMatch(/^private, no-store\b/);
    }
  });

  test('the game frame may load only the configured provider origin, sandboxed', async ({
    page,
    request,
  }) => {
    await request.post('/lobby/api/login', { data: credentials, headers: { origin: SITE_ORIGIN } });
    const res = await page.request.get('/lobby/lobby');
    // the embedded demo API's pages are also served under the site's path (lib/security/game-frame.ts)
    expect(res.headers()['content-security-policy']).toContain(`frame-src 'self' ${UPSTREAM_ORIGIN};`);
    const launched = await request.get('/lobby/api/launch-game/demo/lucky-tiger');
    if (launched.ok())
      expect(((await launched.json()) as { url: string }).url).toMatch(
        /^\/lobby\/demo-game\/play\/demo\/lucky-tiger\?/,
      );
    // a page served from our origin never gets allow-same-origin, which would let it lift the sandbox
    const source = readFileSync(path.join('lib/security/game-frame.ts'), 'utf8');
    expect(source).toMatch(/const base = 'allow-scripts allow-forms allow-pointer-lock';/);
  });
});

/* ---- the guard ---- */

const memberPages = [
  '/deposit',
  '/withdraw',
  '/history',
  '/affiliate',
  '/referral',
  '/lobby',
  '/u',
  '/lobby/slot-1',
  '/u/profile',
];

/** Ways of asking for a member page that have fooled guards before (CVE-2025-29927 and friends). */
const pageVariants: Array<{ name: string; url: (p: string) => string; headers?: Record<string, string> }> = [
  { name: 'plain', url: (p) => `/lobby${p}` },
  {
    name: 'x-middleware-subrequest (proxy)',
    url: (p) => `/lobby${p}`,
    headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  },
  {
    name: 'x-middleware-subrequest (middleware)',
    url: (p) => `/lobby${p}`,
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  },
  {
    name: 'x-middleware-subrequest (src/middleware)',
    url: (p) => `/lobby${p}`,
    headers: {
      'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    },
  },
  { name: 'RSC: 1', url: (p) => `/lobby${p}`, headers: { RSC: '1' } },
  { name: 'RSC + prefetch', url: (p) => `/lobby${p}`, headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
  {
    name: 'RSC + segment prefetch',
    url: (p) => `/lobby${p}`,
    headers: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  },
  {
    name: 'Purpose: prefetch',
    url: (p) => `/lobby${p}`,
    headers: { Purpose: 'prefetch', 'Sec-Purpose': 'prefetch' },
  },
  { name: '?_rsc=', url: (p) => `/lobby${p}?_rsc=abc12`, headers: { RSC: '1' } },
  { name: '?_rsc= without header', url: (p) => `/lobby${p}?_rsc=abc12` },
  { name: '.rsc suffix', url: (p) => `/lobby${p}.rsc`, headers: { RSC: '1' } },
  { name: '.segment.rsc', url: (p) => `/lobby${p}.segments/_tree.segment.rsc`, headers: { RSC: '1' } },
  {
    name: 'x-invoke-path / x-matched-path',
    url: (p) => `/lobby${p}`,
    headers: {
      'x-invoke-path': '/lobby/deposit',
      'x-matched-path': '/[locale]/deposit',
      'x-invoke-query': '{}',
    },
  },
  { name: 'percent-encoded letter', url: (p) => `/lobby/%${p.charCodeAt(1).toString(16)}${p.slice(2)}` },
  { name: 'percent-encoded slash', url: (p) => `/lobby/%2F${p.slice(1)}` },
  { name: 'encoded slash after locale', url: (p) => `/lobby/en%2F${p.slice(1)}` },
  { name: 'double slash', url: (p) => `/lobby/${p}` },
  { name: 'trailing slash', url: (p) => `/lobby${p}/` },
  { name: 'upper case', url: (p) => `/lobby${p.toUpperCase()}` },
  { name: 'semicolon parameter', url: (p) => `/lobby${p};x=1` },
  { name: '/en prefix', url: (p) => `/lobby/en${p}` },
  { name: '/cn prefix', url: (p) => `/lobby/cn${p}` },
  { name: '/th prefix', url: (p) => `/lobby/th${p}` },
  { name: '/zh-CN prefix', url: (p) => `/lobby/zh-CN${p}` },
  { name: '/EN prefix', url: (p) => `/lobby/EN${p}` },
  { name: 'double locale', url: (p) => `/lobby/en/cn${p}` },
  { name: 'locale + double slash', url: (p) => `/lobby/en/${p}` },
  { name: 'empty session cookie', url: (p) => `/lobby${p}`, headers: { cookie: 'lobby_session=' } },
  {
    name: 'forged session cookie',
    url: (p) => `/lobby${p}`,
    headers: { cookie: 'lobby_session=Fe26.2*2*forged*x*y*z*a*b~2' },
  },
  {
    name: 'forged cookie + RSC',
    url: (p) => `/lobby${p}?_rsc=1`,
    headers: { cookie: 'lobby_session=garbage', RSC: '1' },
  },
];

/** Strings only a signed-in member's page or answer contains: the demo member's phone and credit. */
// The demo member's credit, its field with a value (JSON, or escaped inside an RSC payload), their account
// number. The field's bare name is no data: every page's head script reads it from the member's own
// profile answer (lib/session/member-hint-script.ts).
const MEMBER_DATA: readonly (string | RegExp)[] = [
  '1,250.00',
  '125000',
  /creditSatang\\?"\s*:\s*-?\d/,
  '1234567890',
];
const shows = (body: string, marker: string | RegExp) =>
  typeof marker === 'string' ? body.includes(marker) : marker.test(body);
const credentials = { phone: demoMember.phone, password: demoMember.password };

/**
 * Asks, follows Next's own redirects (e.g. `.rsc` → `?_rsc`) with the same headers, and expects
 * the end to be the login page (or the session-expired hop to it) or a refusal, never member data.
 */
async function expectNoMemberData(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> | undefined,
  what: string,
) {
  let target = url;
  for (let hop = 0; hop < 4; hop += 1) {
    const res = await request.get(target, { headers, maxRedirects: 0 });
    const body = await res.text();
    const trail = `${what}: ${target} → ${res.status()}`;
    for (const marker of MEMBER_DATA) expect(shows(body, marker), `${trail} shows ${marker}`).toBe(false);
    // A segment prefetch of a path no page has answers the catch-all 404 route's tree ("rest"), no page.
    if (
      res.ok() &&
      res.headers()['content-type']?.startsWith('text/x-component') &&
      body.includes('"n":"rest"')
    )
      return;
    // An RSC answer carries the page's redirect as an instruction to the client router instead of a 3xx.
    if (res.ok() && res.headers()['content-type']?.startsWith('text/x-component')) {
      expect(body, `${trail}: RSC answer without the login redirect`).toMatch(
        /NEXT_REDIRECT;[a-z]+;[^;]*(\/login|\/api\/session\/expired)/,
      );
      return;
    }
    if (res.status() < 300 || res.status() >= 400)
      return expect(res.status(), trail).toBeGreaterThanOrEqual(400);
    const location = new URL(res.headers()['location'] ?? '', SITE_ORIGIN);
    if (/\/login$|\/api\/session\/expired$/.test(location.pathname)) return;
    target = location.pathname + location.search;
  }
  throw new Error(`${what}: too many redirects`);
}

test.describe('the guard without a session', () => {
  test(`member pages: ${memberPages.length} pages × ${pageVariants.length} request shapes get no member data`, async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: SITE_ORIGIN });
    let tried = 0;
    for (const p of memberPages)
      for (const v of pageVariants) {
        await expectNoMemberData(request, v.url(p), v.headers, v.name);
        tried += 1;
      }
    expect(tried).toBe(memberPages.length * pageVariants.length);
    await request.dispose();
  });

  test('every member BFF route, in every request shape, answers 4xx without member data', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: SITE_ORIGIN });
    const routes = memberRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const shapes: Array<{ name: string; url: (p: string) => string; headers?: Record<string, string> }> = [
      { name: 'plain', url: (p) => `/lobby/api${p}` },
      {
        name: 'x-middleware-subrequest',
        url: (p) => `/lobby/api${p}`,
        headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      },
      {
        name: 'RSC',
        url: (p) => `/lobby/api${p}?_rsc=1`,
        headers: { RSC: '1', 'Next-Router-Prefetch': '1' },
      },
      { name: 'encoded letter', url: (p) => `/lobby/%61pi${p}` },
      { name: 'double slash', url: (p) => `/lobby/api/${p}` },
      { name: 'trailing slash', url: (p) => `/lobby/api${p}/` },
      { name: 'locale prefix', url: (p) => `/lobby/en/api${p}` },
      {
        name: 'forged cookie',
        url: (p) => `/lobby/api${p}`,
        headers: { cookie: 'lobby_session=Fe26.2*2*forged*x*y*z*a*b~2' },
      },
    ];
    for (const { path: p, methods } of routes)
      for (const method of methods)
        for (const s of shapes) {
          const url = s.url(p);
          const res = await request.fetch(url, {
            method,
            headers: { origin: SITE_ORIGIN, ...s.headers },
            data: method === 'POST' ? { amount: '100.00' } : undefined,
            maxRedirects: 0,
          });
          const what = `${method} ${s.name} ${url} → ${res.status()}`;
          const body = await res.text();
          for (const marker of MEMBER_DATA)
            expect(shows(body, marker), `${what}: body shows ${marker}`).toBe(false);
          // A redirect (e.g. a trailing slash) is followed by the same guard; anything else is refused.
          if (res.status() >= 300 && res.status() < 400) continue;
          expect(res.status(), what).toBeGreaterThanOrEqual(400);
        }
    await request.dispose();
  });
});

/** Every route handler that declares auth: 'member', with its methods, read from app/api. */
function memberRoutes(): Array<{ path: string; methods: string[] }> {
  const found: Array<{ path: string; methods: string[] }> = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === 'route.ts') {
        const source = readFileSync(full, 'utf8');
        if (!source.includes("auth: 'member'")) continue;
        const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
        const route = path
          .relative('app/api', dir)
          .split(path.sep)
          .map((s) => (s.startsWith('[') ? '1' : s))
          .join('/');
        found.push({ path: `/${route}`, methods });
      }
    }
  };
  walk('app/api');
  return found;
}
