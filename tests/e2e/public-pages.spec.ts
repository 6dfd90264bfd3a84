import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { demoMember, expect, test } from './fixtures';
import { PublicPage, TrialPage } from './pages/public-page';
import { waitForHydration } from './support/hydration';
import { signInViaApi } from './support/members';
import { newMemberPromotion } from './support/seeded-texts';
import { cn, en, sitePath, th } from './support/site-locales';
import { SITE_ORIGIN } from './support/servers';

/*
 * Spec §2: every public page in every language is indexable and accessible, trial play works
 * without logging in, and pictures of the Thai pages for a person to look at.
 */

const locales = [
  { ...th, label: 'th' },
  { ...en, label: 'en' },
  { ...cn, label: 'cn' },
] as const;
const allLanguages = ['th', 'en', 'zh-CN', 'x-default'];

/** Pages and the hreflang set each must carry; free-trial-play exists only in Thai (the fallback case). */
const pages: ReadonlyArray<{ path: string; languages: string[] }> = [
  { path: '/', languages: allLanguages },
  { path: '/promotion', languages: allLanguages },
  { path: '/article', languages: allLanguages },
  { path: '/article/deposit-promptpay', languages: allLanguages },
  { path: '/article/free-trial-play', languages: ['th', 'x-default'] },
  { path: '/casino-test', languages: allLanguages },
  { path: '/privacy-policy', languages: allLanguages },
  { path: '/responsible-play', languages: allLanguages },
  { path: '/login', languages: allLanguages },
  { path: '/register', languages: allLanguages },
  { path: '/forgetpassword', languages: allLanguages },
];

for (const locale of locales) {
  test.describe(`public pages (${locale.label})`, () => {
    for (const { path: page, languages } of pages) {
      const url = sitePath(locale, page);
      test(`${url}: 200, one h1, lang, canonical, hreflang, no console errors, no serious a11y violations`, async ({
        page: browserPage,
      }) => {
        const publicPage = new PublicPage(browserPage);
        const response = await publicPage.goto(url);
        expect(response?.status()).toBe(200);
        await expect(browserPage).toHaveURL((u) => u.pathname === url);
        await expect(publicPage.h1).toHaveCount(1);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', locale.htmlLang);

        await expect(publicPage.canonical).toHaveCount(1);
        const canonical = new URL((await publicPage.canonical.getAttribute('href'))!);
        // An untranslated article points search engines at its Thai original.
        const expectedCanonical = languages.includes(locale.htmlLang) ? url : sitePath(th, page);
        expect(canonical.pathname).toBe(expectedCanonical);

        const alternates = await publicPage.alternates();
        expect(Object.keys(alternates).sort()).toEqual([...languages].sort());
        for (const [lang, href] of Object.entries(alternates)) {
          const target = lang === 'x-default' || lang === 'th' ? th : lang === 'en' ? en : cn;
          expect(new URL(href).pathname, `hreflang ${lang}`).toBe(sitePath(target, page));
        }

        expect(publicPage.errors(), 'console errors').toEqual([]);
        expect(await publicPage.seriousA11yViolations(), 'serious or critical axe violations').toEqual([]);
      });
    }
  });
}

test.describe('article fallback', () => {
  test('an article not yet translated shows the Thai text with a notice in the visitor’s language', async ({
    page,
  }) => {
    await page.goto(sitePath(en, '/article/free-trial-play'));
    await expect(
      page.getByText('This article has not been translated into English yet, so the Thai original is shown.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ทดลองเล่นเกมฟรี ไม่ต้องสมัคร ลองก่อนตัดสินใจ');
    await expect(page.locator('article[lang="th"]')).toHaveCount(1);
  });

  test('a translated article has its own text and no notice', async ({ page }) => {
    await page.goto(sitePath(en, '/article/how-to-withdraw'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to withdraw to your bank account – received in 10–15 minutes',
    );
    await expect(page.getByText('has not been translated')).toHaveCount(0);
  });

  test('an unknown article is a 404', async ({ page }) => {
    const response = await page.goto(sitePath(th, '/article/no-such-article'));
    expect(response?.status()).toBe(404);
  });
});

test.describe('promotion page', () => {
  test('lists the upstream promotions with their figures, and "none" for a missing value', async ({
    page,
  }) => {
    await page.goto(sitePath(en, '/promotion'));
    // named in English where the upstream gives the name (the names extension)
    const card = page.getByRole('article').filter({ hasText: newMemberPromotion.en! });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: newMemberPromotion.en! })).not.toHaveAttribute('lang');
    await expect(card).not.toContainText(newMemberPromotion.th!);
    await expect(card.getByRole('definition')).toHaveText([
      '50%',
      'None',
      '500.00 baht',
      '5×',
      '1,000.00 baht',
      // the reference API states withdraw_max, and states it as none
      'No limit',
    ]);
    // Guests get the sign-up call to action and no member button.
    await expect(page.getByRole('link', { name: 'Choose a promotion and deposit' })).toHaveCount(0);
  });

  test('a signed-in member gets the choose-promotion button', async ({ page }) => {
    await page.goto(sitePath(th, '/'));
    await signInViaApi(page, demoMember.phone, demoMember.password);
    await page.goto(sitePath(th, '/promotion'));
    const button = page.getByRole('link', { name: 'เลือกโปรโมชั่นและฝากเงิน' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/lobby/deposit');
  });

  test('a signed-in marker with no session behind it turns into the guest page (spec §4 logout)', async ({
    page,
    context,
    baseURL,
  }) => {
    // where the site itself sets it (lib/session/session.ts): a session that ended leaves it behind
    const host = new URL(baseURL!).hostname;
    await context.addCookies([{ name: 'lobby_member', value: '1', domain: host, path: '/lobby' }]);
    await page.goto(sitePath(th, '/promotion'));
    // the member menu finds no login: the marker is cleared and the guest's buttons come back
    await expect(page.locator('.header-auth').getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'เลือกโปรโมชั่นและฝากเงิน' })).toBeHidden();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('lobby_member');
  });
});

test.describe('sitemap, robots and manifest', () => {
  test('sitemap.xml lists every public page in all three languages', async ({ request }) => {
    const res = await request.get('/lobby/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    for (const page of [
      '',
      '/promotion',
      '/article',
      '/article/deposit-promptpay',
      '/casino-test',
      '/privacy-policy',
      '/login',
      '/register',
      '/forgetpassword',
    ]) {
      for (const prefix of ['', '/en', '/cn']) expect(xml).toContain(`/lobby${prefix}${page}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
  });

  test('robots.txt keeps member pages and the API out', async ({ request }) => {
    const text = await (await request.get('/lobby/robots.txt')).text();
    for (const line of [
      'Disallow: /lobby/deposit',
      'Disallow: /lobby/en/withdraw',
      'Disallow: /lobby/cn/u',
      'Disallow: /lobby/api/',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/Sitemap: https?:\/\/[^/]+\/lobby\/sitemap\.xml/);
  });

  test('the manifest and its icons are served', async ({ request }) => {
    const manifest = (await (await request.get('/lobby/manifest.webmanifest')).json()) as {
      theme_color: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ theme_color: '#12101f', start_url: '/lobby' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});

test.describe('trial play', () => {
  test('a guest launches a game without logging in', async ({ page, request }, testInfo) => {
    const trial = new TrialPage(page);
    await page.goto(sitePath(en, '/casino-test'));
    await trial.expectLoaded();
    await expect(page.getByRole('note')).toContainText('Trial mode: play money only');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' }).first()).toBeVisible();

    const launch = await request.get('/lobby/api/trial-game/siamreels/lucky-tiger?mobile=false');
    expect(launch.status()).toBe(200);

    const play = trial.playButton('Lucky Tiger', (name) => `Play ${name}`);
    await waitForHydration(play);
    await play.click();
    await expect(trial.gameDialog()).toBeVisible();
    // The embedded demo API listens on loopback: its game is served under the site's own path, so a
    // phone that opened the site over the LAN gets the game too (lib/security/game-frame.ts).
    await expect(trial.gameFrame()).toHaveAttribute(
      'src',
      /^\/lobby\/demo-game\/play\/siamreels\/lucky-tiger\?session=/,
    );
    // served from our origin, so never allow-same-origin
    await expect(trial.gameFrame()).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-pointer-lock',
    );
    const game = trial.gameFrame().contentFrame();
    await expect(game.getByRole('heading', { name: 'เสือนำโชค (Lucky Tiger)' })).toBeVisible();
    const frame = page.frames().find((f) => f.url().includes('/demo-game/'));
    expect(new URL(frame!.url()).origin).toBe(SITE_ORIGIN);
    // the page's Thai font and its spin go through the site too (the frame's CSP: 'self' only)
    expect(
      await frame!.evaluate(async () => (await document.fonts.load('16px Sarabun', 'ก')).length),
    ).toBeGreaterThan(0);
    await game.locator('#spin').click();
    await expect(game.locator('#msg')).toContainText('เดิมพัน');
    await capture(page, testInfo, 'casino-test-playing', { modal: true });
    await trial.gameDialog().getByRole('button', { name: 'Close game' }).click();
    await expect(trial.gameDialog()).toHaveCount(0);
  });
});

async function capture(page: Page, testInfo: TestInfo, name: string, { modal = false } = {}): Promise<void> {
  // A running game keeps the network busy, so only pages without one wait for it to go quiet.
  if (!modal) {
    await page.waitForLoadState('networkidle');
    // An auto-waiting assertion lets the fixtures' handler close the announcement first.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: !modal });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways by this many px').toBeLessThanOrEqual(0);
}

test.describe('screenshots (th)', () => {
  for (const [name, page] of [
    ['promotion', '/promotion'],
    ['article', '/article/deposit-promptpay'],
    ['article-list', '/article'],
    ['casino-test', '/casino-test'],
    ['privacy-policy', '/privacy-policy'],
  ] as const) {
    test(name, async ({ page: browserPage }, testInfo) => {
      await browserPage.goto(sitePath(th, page));
      await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();
      await capture(browserPage, testInfo, name);
    });
  }
});
