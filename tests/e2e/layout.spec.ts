import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { sitePath, th } from './support/site-locales';

/*
 * Spec §2 layout pieces every page shares: the header that sticks after 330 px (spec §9), the
 * Android app banner (spec §1), the service worker at /lobby/sw.js with scope /lobby/ and its
 * offline page, and focus going back to the button that opened a popup.
 */

const home = sitePath(th);
/** messages/th.json AppBanner. */
const banner = { label: 'แอปพลิเคชัน', title: 'ติดตั้งแอปบนมือถือ', close: 'ปิดแบนเนอร์' };

test.describe('sticky header', () => {
  // This test closes the announcement itself, before scrolling; the fixture's guard would race it.
  test.use({ dismissAnnouncement: false });

  test('the header sticks to the top after 330 px of scroll and lets go at the top', async ({
    page,
    header,
    announcement,
  }) => {
    // The articles list is long on every screen size; the home page fits a desktop screen.
    await page.goto(`${home}/article`);
    // The seeded announcement's modal holds the page still until it is closed.
    await announcement.close();
    await expect(header.root).not.toHaveClass(/is-stuck/);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(header.root).toHaveClass(/is-stuck/);
    // Stuck means on screen at the very top while the page is scrolled well past it.
    expect((await header.root.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header.root).not.toHaveClass(/is-stuck/);
  });
});

test('an Android phone is invited to install the app once; closing it is remembered', async ({
  page,
}, testInfo) => {
  const region = page.getByRole('region', { name: banner.label });
  await page.goto(home);
  if (testInfo.project.name !== 'mobile') {
    // The desktop project is not Android: no banner at all.
    await waitForHydration(page.getByRole('banner'));
    await expect(region).toHaveCount(0);
    return;
  }
  await expect(region).toBeVisible();
  await expect(region).toContainText(banner.title);
  await region.getByRole('button', { name: banner.close }).click();
  await expect(region).toHaveCount(0);
  await page.reload();
  await waitForHydration(page.getByRole('banner'));
  await expect(region).toHaveCount(0);
});

test('the service worker controls /lobby/ and shows the offline page when the network is gone', async ({
  page,
  context,
}) => {
  // Spec §7 fixes the scope at /lobby/, which holds every page but the bare Thai home /lobby.
  await page.goto(`${home}/promotion`);
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '' };
  });
  expect(new URL(registration.scope).pathname).toBe('/lobby/');
  expect(new URL(registration.script).pathname).toBe('/lobby/sw.js');

  // The worker takes over open pages once active (clients.claim); a reload makes sure.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  try {
    await page.goto(`${home}/casino-test`);
    await expect(page.getByRole('heading', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('closing a popup gives focus back to the button that opened it', async ({ page, header }) => {
  await page.goto(home);
  await header.openLogin();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header.loginButton).toBeFocused();
});

test('a slow navigation shows the top loading bar until the next page is there (spec §9)', async ({
  page,
}) => {
  // Hold the next page's server payload (prefetch included) until the bar has been seen, as a slow
  // connection would.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/promotion'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(`${home}/article`);
  const link = page.locator('a[href$="/promotion"]:visible').first();
  await waitForHydration(link);
  // the bar comes with the browser's first idle moment (components/layout/idle-shell.tsx)
  await expect(page.locator('html[data-nav-progress="on"]')).toHaveCount(1);
  const bar = page.getByRole('progressbar', { name: 'กำลังโหลดหน้า' });
  await link.click();
  await expect(bar).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(bar).toBeHidden();
});

test('scrolled to the end, no text of the page is left under the floating chat button', async ({ page }) => {
  // The English and Chinese promotion pages: their last card's turnover and amounts once sat under it.
  for (const path of ['/lobby/en/promotion', '/lobby/cn/promotion', `${home}/article`]) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
      )
      .toBe(true);
    const covered = await page.evaluate(() => {
      const button = document.querySelector('.floating-contact')!.getBoundingClientRect();
      const hits: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('.page')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          const overlaps =
            r.width > 0 &&
            r.left < button.right &&
            r.right > button.left &&
            r.top < button.bottom &&
            r.bottom > button.top;
          if (overlaps) hits.push(node.textContent.trim());
        }
      }
      return hits;
    });
    expect(covered, `${path}: text under the chat button`).toEqual([]);
  }
});

test.describe('Thai words stay whole on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a long Thai name is never cut inside a word: the bank card and the account's details", async ({
    page,
  }) => {
    // A surname the browser's Thai dictionary does not know: it used to be cut as 'เกียรตินาคิ/นภัทร'.
    const words = ['นางสาวสมหญิงศรีสุวรรณรัตน์', 'เกียรตินาคินภัทร'];
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'kbank',
      accountNumber: freshAccountNumber(),
      accountName: words.join(' '),
    });
    /** The words of `words` drawn on more than one line inside `root`, with where they are. */
    const cut = (root: Locator) =>
      root.evaluate((element, list) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          // text only a screen reader gets (a 1 px clipped box) wraps at every letter; not drawn
          if ((node.parentElement?.getBoundingClientRect().width ?? 0) < 20) continue;
          for (const word of list) {
            const at = text.indexOf(word);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            // one box per run of glyphs: Thai marks above and below can shift a run's box by a pixel
            // or two, a new line by a whole line's height
            const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
            const tops = boxes.map((r) => r.top);
            if (boxes.length && Math.max(...tops) - Math.min(...tops) > boxes[0]!.height / 2)
              found.push(
                `${word} in <${node.parentElement?.tagName} class="${node.parentElement?.className}"> at ${tops.map(Math.round).join('/')}`,
              );
          }
        }
        return found;
      }, words);
    await page.goto(sitePath(th, '/withdraw'));
    const withdraw = page.getByRole('dialog');
    await expect(withdraw.getByText(words[1]!).first()).toBeVisible();
    expect(await cut(withdraw)).toEqual([]);
    await page.goto(sitePath(th, '/u/1'));
    const details = page.getByRole('tabpanel');
    await expect(details.getByText(words[1]!).first()).toBeVisible();
    expect(await cut(details)).toEqual([]);
  });
});
