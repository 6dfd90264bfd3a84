import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { newMemberPromotion } from './support/seeded-texts';
import { cn, en, sitePath, th } from './support/site-locales';

/*
 * docs/architecture.md, "Catalogue pages": the e2e server is started from a build made without a
 * Casino API (`npm start` builds before the embedded API has data for it only when no build exists;
 * CI builds with none at all), so the promotion and game pages in the build carry the "can't be
 * shown" notice. The first request after start must render them afresh with the seeded lists, and
 * their scripts must run under the CSP (no hash mismatch on that first render).
 */

// Seeded (casino-api/seed): what a visitor sees in the lists, written out. The demo promotions are
// named in three languages too (support/seeded-texts.ts).
// The demo catalogue names each game in three languages (casino-api/seed/data.ts).
const seededGame: Record<string, string> = { th: 'เสือนำโชค', en: 'Lucky Tiger', 'zh-CN': '幸运虎' };
const unavailable = ['ขณะนี้ยังแสดงรายการ', "can't be shown right now", '暂时无法显示'];

/** Inline scripts of a page its own CSP would block (a nonce they lack, a hash not listed). */
function blockedInlineScripts(html: string, csp: string): number {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  let blocked = 0;
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /application\/ld\+json/.test(attrs)) continue;
    const hash = createHash('sha256').update(body, 'utf8').digest('base64');
    if (!scriptSrc.includes(`'sha256-${hash}'`) && !(nonce && attrs.includes(`nonce="${nonce}"`)))
      blocked += 1;
  }
  return blocked;
}

// Runs first in this file, so these pages have not been asked for since start: their first render
// happens once for all of these requests, and each answer's CSP must allow that render's scripts.
test('the first requests after start, all at once, get scripts their CSP allows', async ({ request }) => {
  const paths = ['/lobby/cn/promotion', '/lobby/cn/casino-test'].flatMap((p) => Array(8).fill(p) as string[]);
  const answers = await Promise.all(
    paths.map(async (path) => {
      const res = await request.get(path);
      return {
        path,
        status: res.status(),
        csp: res.headers()['content-security-policy'] ?? '',
        html: await res.text(),
      };
    }),
  );
  for (const { path, status, csp, html } of answers) {
    expect(status, path).toBe(200);
    expect(blockedInlineScripts(html, csp), `${path}: inline scripts its CSP blocks`).toBe(0);
  }
});

for (const locale of [th, en, cn]) {
  test(`${sitePath(locale, '/promotion')} and ${sitePath(locale, '/casino-test')} list the upstream's items from the first request`, async ({
    page,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });

    await page.goto(sitePath(locale, '/promotion'));
    await expect(page.getByText(newMemberPromotion[locale.htmlLang]!).first()).toBeVisible();
    for (const text of unavailable) await expect(page.getByText(text)).toHaveCount(0);

    await page.goto(sitePath(locale, '/casino-test'));
    await expect(page.getByText(seededGame[locale.htmlLang]!, { exact: true }).first()).toBeVisible();
    for (const text of unavailable) await expect(page.getByText(text)).toHaveCount(0);

    expect(cspErrors).toEqual([]);
  });
}
