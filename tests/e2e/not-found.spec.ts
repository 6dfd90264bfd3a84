import { expect, test } from './fixtures';
import { en, sitePath, th } from './support/site-locales';

/* Spec §2: unknown paths show '404 Not Found' with a way back home. */

for (const locale of [th, en]) {
  test(`an unknown path shows 404 Not Found with a link home (${locale.htmlLang})`, async ({ page }) => {
    const response = await page.goto(sitePath(locale, '/does-not-exist'));
    expect(response?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found', exact: true })).toBeVisible();
    const backHome = page.getByRole('main').getByRole('link', { name: locale.backHome, exact: true });
    await expect(backHome).toBeVisible();

    await backHome.click();
    await expect(page).toHaveURL((url) => url.pathname === sitePath(locale));
  });
}
