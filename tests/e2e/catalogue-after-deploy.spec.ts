import { expect, test } from './fixtures';
import { cn, en, sitePath, th } from './support/site-locales';

/*
 * docs/architecture.md, "Catalogue pages": the e2e server is started from a build made without a
 * Casino API (`npm start` builds before the embedded API has data for it only when no build exists;
 * CI builds with none at all), so the promotion and game pages in the build carry the "can't be
 * shown" notice. The first request after start must render them afresh with the seeded lists, and
 * their scripts must run under the CSP (no hash mismatch on that first render).
 */

// Seeded (casino-api/seed): what a visitor sees in the lists, written out.
const seededPromotion = 'สมาชิกใหม่ รับโบนัส 50%';
// The demo catalogue names each game in three languages (casino-api/seed/data.ts).
const seededGame: Record<string, string> = { th: 'เสือนำโชค', en: 'Lucky Tiger', 'zh-CN': '幸运虎' };
const unavailable = ['ขณะนี้ยังแสดงรายการ', "can't be shown right now", '暂时无法显示'];

for (const locale of [th, en, cn]) {
  test(`${sitePath(locale, '/promotion')} and ${sitePath(locale, '/casino-test')} list the upstream's items from the first request`, async ({
    page,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });

    await page.goto(sitePath(locale, '/promotion'));
    await expect(page.getByText(seededPromotion).first()).toBeVisible();
    for (const text of unavailable) await expect(page.getByText(text)).toHaveCount(0);

    await page.goto(sitePath(locale, '/casino-test'));
    await expect(page.getByText(seededGame[locale.htmlLang]!, { exact: true }).first()).toBeVisible();
    for (const text of unavailable) await expect(page.getByText(text)).toHaveCount(0);

    expect(cspErrors).toEqual([]);
  });
}
