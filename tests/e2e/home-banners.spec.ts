import type { Page } from '@playwright/test';
import { expect, test, demoMember } from './fixtures';
import { Announcement } from './pages/announcement';
import {
  freshAccountNumber,
  freshPassword,
  freshPhone,
  registerMemberInBrowser,
  signInViaApi,
} from './support/members';
import { newMemberPromotion } from './support/seeded-texts';
import { en, sitePath, th, type SiteLocale } from './support/site-locales';

/*
 * The home page sells (spec §2 home, §3 promotions): the promotion banners are the first thing on
 * screen, move by their arrows without a script, and open the promotion's card; the promotion cards
 * say their terms and what to do next for whoever is looking. Texts: messages/*.json
 * PromotionBanners, Promotion and Home; figures: the seeded promotions (casino-api/seed/data.ts).
 */

const banners = { region: 'โปรโมชั่นแนะนำ', next: 'โปรโมชั่นถัดไป', previous: 'โปรโมชั่นก่อนหน้า' };
/** The seeded new-member promotion, named in each page's language (the names extension). */
const welcomeName = newMemberPromotion.th!;

/**
 * Opens an ISR page once it shows the upstream's promotions: `next build` runs without an upstream,
 * so the first visit after start may still get the built page (the welcome banner, "promotions
 * unavailable") while the fresh one is made. Polled over plain requests: page loads would each
 * open the seeded announcement.
 */
async function waitForPromotions(page: Page, locale: SiteLocale, path = '/'): Promise<void> {
  const url = sitePath(locale, path);
  const name = newMemberPromotion[locale.htmlLang]!;
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(name), {
      timeout: 30_000,
      message: `${url} regenerated with the upstream's promotions`,
    })
    .toBe(true);
}

async function gotoWithPromotions(page: Page, locale: SiteLocale, path = '/'): Promise<void> {
  await waitForPromotions(page, locale, path);
  await page.goto(sitePath(locale, path));
}

test.describe('home banners', () => {
  // Closed by hand once it is there, as screenshots.spec.ts does: these look at the first screen.
  test.use({ dismissAnnouncement: false });

  test('are on screen without scrolling, and the arrows move to the next and back', async ({
    page,
    announcement,
  }) => {
    await gotoWithPromotions(page, th);
    await announcement.close();
    const carousel = page.getByRole('region', { name: banners.region });
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(3);
    const first = slides.nth(0);
    await expect(first.getByRole('link', { name: new RegExp(welcomeName) })).toBeVisible();
    await expect(first).toContainText('โบนัส 50%');
    // above the fold: the whole first slide and its arrows fit the first screen
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    /** Where a slide sits in the strip: 0 when it is the one in view. */
    const offset = async (index: number) => {
      const [slide, strip] = await Promise.all([slides.nth(index).boundingBox(), carousel.boundingBox()]);
      return Math.round(slide!.x - strip!.x);
    };
    expect(await offset(0)).toBe(0);
    await first.getByRole('link', { name: banners.next }).click();
    await expect.poll(() => offset(1)).toBe(0);
    await expect(slides.nth(1)).toContainText('โบนัส 10%');
    // the page itself stays where it was: a fragment link must not push the banner under the header
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await slides.nth(1).getByRole('link', { name: banners.previous }).click();
    await expect.poll(() => offset(0)).toBe(0);
  });

  test("open the promotion's card with its terms", async ({ page }) => {
    const announcement = new Announcement(page, en);
    // the card's page too, before its link is followed
    await waitForPromotions(page, en, '/promotion');
    await gotoWithPromotions(page, en);
    await announcement.close();
    // named in English on the English page, banner and card alike (the names extension)
    const englishName = newMemberPromotion.en!;
    const region = page.getByRole('region', { name: 'Featured promotions' });
    await expect(region).not.toContainText(welcomeName);
    await region.getByRole('link', { name: new RegExp(englishName) }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === sitePath(en, '/promotion') && url.hash === '#promotion-1',
    );
    const card = page.getByRole('article').filter({ hasText: englishName });
    await expect(card).toBeInViewport();
    await expect(card).toContainText(
      'Example: deposit 1,000.00 baht, get a 500.00 baht bonus, reach 7,500.00 baht of turnover before withdrawing.',
    );
  });
});

test.describe('home features', () => {
  test('each feature box goes somewhere: the guides and the chat', async ({ page }) => {
    await page.goto(sitePath(th));
    await expect(page.getByRole('link', { name: /วิธีฝากเงิน/ })).toHaveAttribute(
      'href',
      sitePath(th, '/article/deposit-promptpay'),
    );
    await expect(page.getByRole('link', { name: /แชทกับทีมงาน/ })).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: /วิธีถอนเงิน/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === sitePath(th, '/article/how-to-withdraw'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ถอนเงิน');
  });
});

test.describe('signed-in member on home', () => {
  test('sees their credit, deposit, withdraw and play, and no sign-up buttons', async ({ page }) => {
    await signInViaApi(page, demoMember.phone, demoMember.password);
    await page.goto(sitePath(th));
    const hero = page.locator('.hero');
    await expect(hero.getByText(demoMember.credit)).toBeVisible();
    await expect(hero.getByRole('button', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'ถอนเงิน' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'เข้าเล่นเกม' })).toHaveAttribute(
      'href',
      sitePath(th, '/lobby'),
    );
    await expect(hero.getByRole('button', { name: 'สมัครสมาชิก' })).toBeHidden();
    await expect(hero.getByRole('link', { name: 'ทดลองเล่น' })).toBeHidden();
    // the demo member has no promotion running: the way to one instead of an empty bar
    await expect(hero.getByRole('link', { name: 'ดูโปรโมชั่น' })).toBeVisible();
    await hero.getByRole('button', { name: 'ฝากเงิน' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('promotion cards', () => {
  test('a guest is asked to sign up for a promotion', async ({ page }) => {
    await gotoWithPromotions(page, th, '/promotion');
    const card = page.getByRole('article').filter({ hasText: welcomeName });
    await expect(card.getByRole('link', { name: 'สมัครสมาชิกเพื่อรับโปรนี้' })).toHaveAttribute(
      'href',
      sitePath(th, '/register'),
    );
    await expect(card.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'ยังไม่เป็นสมาชิก?' })).toBeVisible();
  });

  // A new member, who can take the welcome bonus; one who has deposited is told why not instead
  // (member-promotions.spec.ts).
  test('a member is sent to deposit for it, and never asked to sign up', async ({ page }) => {
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'scb',
      accountNumber: freshAccountNumber(),
      accountName: 'ทดสอบ การ์ดโปร',
    });
    await gotoWithPromotions(page, th, '/promotion');
    const card = page.getByRole('article').filter({ hasText: welcomeName });
    await expect(card.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toHaveAttribute(
      'href',
      sitePath(th, '/deposit'),
    );
    await expect(card.getByRole('link', { name: 'สมัครสมาชิกเพื่อรับโปรนี้' })).toBeHidden();
    await expect(page.getByText('ยังไม่เป็นสมาชิก?')).toBeHidden();
  });
});
