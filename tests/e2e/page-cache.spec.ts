import type { Browser } from '@playwright/test';
import { demoMember, expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';
import { signInViaApi } from './support/members';
import { SITE_ORIGIN } from './support/servers';

/*
 * docs/performance.md ("Cached page") and lib/ops/page-cache.ts against the built server: a guest's
 * repeat request for a public page is answered from the site's short-lived copy, which must be the
 * page Next gave (its CSP still allowing the page's own scripts, the page still hydrating), while
 * anything a member asks for always goes to Next.
 */

const CACHE_HEADER = 'x-lobby-page-cache';

/** A first visit in a browser of its own: no cookie, nothing in the browser's cache. */
async function firstVisit(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: SITE_ORIGIN });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  const res = await page.goto(path);
  // the header is a client component: it is hydrated only if React's scripts ran under this CSP
  await waitForHydration(page.locator('header.site-header'));
  const visit = {
    status: res!.status(),
    headers: await res!.allHeaders(),
    cookies: await context.cookies(),
    csp,
  };
  await context.close();
  return visit;
}

test('a guest who asks again for a public page within seconds gets the copy, which still runs under its CSP', async ({
  browser,
}) => {
  const visits: Awaited<ReturnType<typeof firstVisit>>[] = [];
  // the first answers after a start may be a fresh render with a one-time nonce, which is never kept
  for (let i = 0; i < 4 && !visits.some((v) => v.headers[CACHE_HEADER] === 'hit'); i++)
    visits.push(await firstVisit(browser, '/lobby/promotion'));
  const hit = visits.find((v) => v.headers[CACHE_HEADER] === 'hit');
  expect(hit, 'one of four first visits in a row answered from the page cache').toBeDefined();
  const missed = visits.at(-2)!;
  expect(hit!.status).toBe(200);
  expect(hit!.headers['content-security-policy']).toBe(missed.headers['content-security-policy']);
  expect(hit!.headers['content-security-policy']).not.toContain("'nonce-");
  expect(hit!.headers['x-frame-options']).toBe('DENY');
  expect(hit!.headers['set-cookie']).toBeUndefined();
  expect(hit!.csp).toEqual([]);
  // a first visit to a Thai page leaves no cookie behind: no cookie already means Thai (spec §9)
  expect(hit!.cookies).toEqual([]);
});

test('a first visit to the English pages remembers English; that answer is not kept for others', async () => {
  const res = await fetch(`${SITE_ORIGIN}/lobby/en/promotion`, { redirect: 'manual' });
  expect(res.status).toBe(200);
  expect(res.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;/);
  const again = await fetch(`${SITE_ORIGIN}/lobby/en/promotion`, { redirect: 'manual' });
  expect(again.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;/);
  expect(again.headers.get(CACHE_HEADER)).toBeNull();
});

test('a member’s requests, public pages included, always go to Next', async ({ page }) => {
  await signInViaApi(page, demoMember.phone, demoMember.password);
  for (const path of ['/lobby/promotion', '/lobby/promotion', '/lobby/deposit', '/lobby/deposit']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()[CACHE_HEADER], path).toBeUndefined();
  }
});
