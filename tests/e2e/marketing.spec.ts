import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { demoAffiliate, demoMember, expect, test } from './fixtures';
import { referralKeyOf } from './support/members';
import { SITE_ORIGIN } from './support/servers';
import { en, sitePath, th } from './support/site-locales';

/*
 * Marketing entry links (spec §1, §3), all handled on the server: it sets the cookie on a
 * redirect and the visitor lands on a clean URL. Bad or oversized keys are ignored, not stored.
 */

const AFFILIATE = 'ck-aff';
const REFERRAL = 'ck-refferal';
const CLICK_ID = 'adskeeper';
const MARKETING = [AFFILIATE, REFERRAL, CLICK_ID];
const THIRTY_DAYS = 30 * 24 * 60 * 60;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/**
 * Landed on exactly this path and query: no marketing parameter left in the address bar. Soft,
 * so a wrong landing page still lets the test check the cookies too.
 */
async function expectLandedOn(page: Page, pathname: string, search = ''): Promise<void> {
  await expect.soft(page).toHaveURL((url) => url.pathname === pathname && url.search === search);
}

/** The cookie's JSON, percent-encoded exactly once on the wire (a double-encoded %257B fails here). */
function decodeJsonCookie(value: string): unknown {
  return JSON.parse(decodeURIComponent(value));
}

async function expectScriptCannotRead(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.cookie)).not.toContain(name);
}

/** Follows the redirects by hand and returns every hop's status, Location and Set-Cookie. */
async function hops(request: APIRequestContext, path: string) {
  const out: { status: number; location?: string; setCookie: string[] }[] = [];
  let url = `${SITE_ORIGIN}${path}`;
  for (let i = 0; i < 5; i++) {
    const res = await request.get(url, { maxRedirects: 0 });
    const location = res.headers().location;
    out.push({
      status: res.status(),
      location,
      setCookie: res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value),
    });
    if (!location || res.status() < 300 || res.status() >= 400) break;
    url = new URL(location, url).toString();
  }
  return out;
}

for (const siteLocale of [th, en]) {
  test.describe(`marketing links (${siteLocale.htmlLang})`, () => {
    test.use({ siteLocale });
    const home = sitePath(siteLocale);
    const registerPath = sitePath(siteLocale, '/register');

    test('an affiliate link stores the adviser in an HttpOnly cookie and lands on the clean page', async ({
      page,
      context,
    }) => {
      await page.goto(`${home}?aff=${demoAffiliate.key}`);
      await expectLandedOn(page, home);

      const aff = await cookie(context, AFFILIATE);
      expect(aff, 'ck-aff set').toBeDefined();
      expect(aff).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/lobby' });
      expect(decodeJsonCookie(aff!.value)).toMatchObject({
        affiliate_key: demoAffiliate.key,
        username: demoAffiliate.username,
      });
      await expectScriptCannotRead(page, AFFILIATE);
    });

    test('an affiliate link to a deeper page keeps its other parameters; one to /register lands on /register', async ({
      page,
      context,
    }) => {
      const promotion = sitePath(siteLocale, '/promotion');
      await page.goto(`${promotion}?utm_source=line&aff=${demoAffiliate.key}`);
      await expectLandedOn(page, promotion, '?utm_source=line');
      expect(await cookie(context, AFFILIATE)).toBeDefined();

      await context.clearCookies();
      await page.goto(`${registerPath}?aff=${demoAffiliate.key}`);
      await expectLandedOn(page, registerPath);
      expect(await cookie(context, AFFILIATE)).toBeDefined();
    });

    test('the cookies are set by the server on the redirects, not by the page', async ({ request }) => {
      const affHops = await hops(request, `${home}?aff=${demoAffiliate.key}&click_id=clk-42`);
      expect
        .soft(
          affHops.map((h) => h.status),
          'redirect, redirect, the page',
        )
        .toEqual([307, 303, 200]);
      expect(new URL(affHops[0]!.location!, SITE_ORIGIN).pathname).toBe('/lobby/api/marketing/affiliate');
      expect(affHops[0]!.setCookie.join('\n')).toMatch(/^adskeeper=clk-42;.*HttpOnly/im);
      expect(affHops[1]!.setCookie.join('\n')).toMatch(/^ck-aff=.*HttpOnly/im);
      expect
        .soft(
          new URL(affHops[1]!.location!, SITE_ORIGIN).toString(),
          'the affiliate hop continues to the clean page',
        )
        .toBe(`${SITE_ORIGIN}${home}`);

      const refHops = await hops(request, sitePath(siteLocale, '/ref?id=FRIEND42'));
      expect(refHops[0]!.status).toBe(307);
      expect(refHops[0]!.setCookie.join('\n')).toMatch(/^ck-refferal=FRIEND42;.*HttpOnly/im);
      expect(new URL(refHops[0]!.location!, SITE_ORIGIN).toString()).toBe(`${SITE_ORIGIN}${registerPath}`);
    });

    test("a friend's referral link stores the key and lands on /register", async ({
      page,
      context,
      request,
    }) => {
      const key = await referralKeyOf(request, demoMember.phone, demoMember.password);
      await page.goto(sitePath(siteLocale, `/ref?id=${key}`));
      await expectLandedOn(page, registerPath);

      const ref = await cookie(context, REFERRAL);
      expect(ref).toMatchObject({ value: key, httpOnly: true, path: '/lobby' });
      await expectScriptCannotRead(page, REFERRAL);
    });

    test('an ad click id is kept for 30 days on the whole site', async ({ page, context }) => {
      await page.goto(`${home}?click_id=ad.Click_42-x`);
      await expectLandedOn(page, home);

      const click = await cookie(context, CLICK_ID);
      expect(click).toMatchObject({ value: 'ad.Click_42-x', path: '/', httpOnly: true });
      const secondsLeft = click!.expires - Date.now() / 1000;
      expect(secondsLeft).toBeGreaterThan(THIRTY_DAYS - 120);
      expect(secondsLeft).toBeLessThanOrEqual(THIRTY_DAYS + 5);
    });

    const bad: [string, string, string][] = [
      ['an unknown affiliate key', `${home}?aff=NOPE999`, home],
      ['an oversized affiliate key', `${home}?aff=${'A'.repeat(33)}`, home],
      ['an affiliate key with markup', `${home}?aff=%3Cscript%3Ealert(1)%3C%2Fscript%3E`, home],
      ['an oversized referral key', sitePath(siteLocale, `/ref?id=${'R'.repeat(33)}`), registerPath],
      ['a referral key with a quote and spaces', sitePath(siteLocale, '/ref?id=a%22%20b'), registerPath],
      ['an oversized click id', `${home}?click_id=${'c'.repeat(129)}`, home],
      ['a click id with a slash', `${home}?click_id=a%2Fb`, home],
    ];
    for (const [what, link, landing] of bad) {
      test(`${what} is ignored: clean URL, no cookie`, async ({ page, context }) => {
        await page.goto(link);
        await expectLandedOn(page, landing);
        const names = (await context.cookies()).map((c) => c.name);
        expect(names.filter((n) => MARKETING.includes(n))).toEqual([]);
      });
    }
  });
}
