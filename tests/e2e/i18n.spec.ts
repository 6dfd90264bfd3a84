import { expect, test } from './fixtures';
import { SiteHeader } from './pages/site-header';
import { cn, en, sitePath, th } from './support/site-locales';

/* Spec §2: Thai without a prefix, /en and /cn; §3: the language choice is kept for 365 days. */

const LOCALE_COOKIE = 'NEXT_LOCALE';
const DAY_SECONDS = 24 * 60 * 60;

for (const locale of [th, en, cn]) {
  test(`${sitePath(locale)} is marked <html lang="${locale.htmlLang}">`, async ({ page }) => {
    await page.goto(sitePath(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
  });
}

test('the language switch changes language and the choice is remembered on the next visit', async ({
  page,
  context,
  header,
}) => {
  await page.goto(sitePath(th));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  await header.switchLanguage(en.languageName);
  await expect(page).toHaveURL((url) => url.pathname === sitePath(en));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
  expect(cookie?.value).toBe('en');
  const daysLeft = (cookie!.expires - Date.now() / 1000) / DAY_SECONDS;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365.01);

  // A later visit to the unprefixed address follows the visitor's choice.
  await page.goto(sitePath(th));
  await expect(page).toHaveURL((url) => url.pathname === sitePath(en));

  // The header now speaks English: its language list is named 'Language'.
  await new SiteHeader(page, en).switchLanguage(th.languageName);
  await expect(page).toHaveURL((url) => url.pathname === sitePath(th));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  await page.goto(sitePath(th));
  await expect(page).toHaveURL((url) => url.pathname === sitePath(th));
  expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('th');
});
