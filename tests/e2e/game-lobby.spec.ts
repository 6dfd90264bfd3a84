import { demoMember, expect, test } from './fixtures';
import { GameLobby } from './pages/game-lobby';
import { signInViaApi } from './support/members';
import { capture } from './support/screenshots';
import { cn, en, sitePath, th } from './support/site-locales';
import { waitForHydration } from './support/hydration';

/*
 * The game catalogue (docs/architecture.md, "Game catalogue"): one tile with a real picture on the
 * trial page, the member lobby and home; category tabs, a search that understands all three
 * languages, recently played for a member, home's game rows leading to the trial.
 */

/*
 * `next build` runs without the upstream, so home and /casino-test are prerendered without the
 * catalogue and pick it up at their first ISR revalidation (60 s, lib/public/catalogue.ts). Wait for
 * that before looking at them, as a visitor a minute later would see them.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  for (const path of ['/casino-test', '/en/casino-test', '/cn/casino-test', '', '/en', '/cn']) {
    await expect
      .poll(async () => (await (await request.get(`/lobby${path}`)).text()).includes('game-tile'), {
        timeout: 150_000,
        intervals: [2_000, 5_000],
      })
      .toBe(true);
  }
});

const grid = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('list', { name: label, exact: true });

test.describe('trial page (th)', () => {
  test.use({ siteLocale: th });

  test('category tabs filter the games, popular first, each with its picture', async ({ page }, testInfo) => {
    await page.goto(sitePath(th, '/casino-test'));
    const games = grid(page, 'รายชื่อเกม');
    const tiles = games.getByRole('button');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(24);
    // popular first: the first tile wears the badge
    await expect(tiles.first()).toContainText('ยอดนิยม');
    // real pictures, through next/image from our own route, loaded and square
    const img = tiles.first().locator('img');
    await expect(img).toHaveAttribute('src', /\/lobby\/_next\/image\?url=%2Flobby%2Fapi%2Fgame-image%2F/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const box = (await img.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);

    const tabs = page.getByRole('group', { name: 'หมวดเกม' });
    await waitForHydration(tabs.getByRole('button', { name: 'ยิงปลา' }));
    await tabs.getByRole('button', { name: 'ยิงปลา' }).click();
    await expect(tabs.getByRole('button', { name: 'ยิงปลา' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) await expect(tile).toContainText('ยิงปลา');
    await capture(page, testInfo, 'casino-test-fishing');
    await tabs.getByRole('button', { name: 'ทั้งหมด' }).click();
    expect(await tiles.count()).toBeGreaterThanOrEqual(24);
  });

  for (const query of ['tiger', 'เสือ', '虎']) {
    test(`search "${query}" finds เสือนำโชค`, async ({ page }) => {
      await page.goto(sitePath(th, '/casino-test'));
      const search = page.getByRole('searchbox', { name: 'ค้นหาเกม' });
      await waitForHydration(search);
      await search.fill(query);
      await expect(page.getByRole('button', { name: 'เล่นเลย เสือนำโชค', exact: true })).toBeVisible();
      // nothing unrelated stays: Dragon Tiger (เสือมังกร, 龙虎斗) may match, a fishing game may not
      await expect(page.getByRole('button', { name: 'เล่นเลย ปลาคาร์ปทองคำ' })).toHaveCount(0);
    });
  }

  test('says so when the search finds nothing', async ({ page }) => {
    await page.goto(sitePath(th, '/casino-test'));
    const search = page.getByRole('searchbox', { name: 'ค้นหาเกม' });
    await waitForHydration(search);
    await search.fill('ไม่มีเกมนี้');
    await expect(page.getByRole('status').filter({ hasText: 'ไม่พบเกมที่ตรงกับ “ไม่มีเกมนี้”' })).toBeVisible();
  });
});

test.describe('names in the page language', () => {
  test('English and Chinese pages name the games in their own language', async ({ page }) => {
    await page.goto(sitePath(en, '/casino-test'));
    await expect(page.getByRole('button', { name: 'Play Lucky Tiger', exact: true })).toBeVisible();
    await expect(grid(page, 'Games')).not.toContainText('เสือนำโชค');
    await page.goto(sitePath(cn, '/casino-test'));
    await expect(page.getByRole('button', { name: '开始试玩 幸运虎', exact: true })).toBeVisible();
  });
});

test.describe('home', () => {
  test.use({ siteLocale: th });

  test('shows popular and new games, and a tile opens that game in the trial', async ({ page }, testInfo) => {
    await page.goto(sitePath(th, '/'));
    const popular = grid(page, 'เกมยอดนิยม');
    await expect(popular.getByRole('link')).toHaveCount(6);
    await expect(grid(page, 'เกมมาใหม่').getByRole('link').first()).toBeVisible();
    await capture(page, testInfo, 'home-games');
    const tiger = popular.getByRole('link', { name: 'ทดลองเล่น เสือนำโชค' });
    await expect(tiger).toHaveAttribute('href', '/lobby/casino-test?game=lucky-tiger');
    await tiger.click();
    await expect(page).toHaveURL(/\/lobby\/casino-test\?game=lucky-tiger$/);
    await expect(page.getByRole('dialog', { name: 'เสือนำโชค (ทดลองเล่น)' })).toBeVisible();
  });

  test('a member tapping a tile plays that game for real in the lobby, never the trial', async ({ page }) => {
    await signInViaApi(page, demoMember.phone, demoMember.password);
    await page.goto(sitePath(th, '/'));
    // the trial's invitation is for guests; a member is offered the lobby
    await expect(page.getByRole('link', { name: 'ทดลองเล่นเกมทั้งหมด' }).first()).toBeHidden();
    await expect(page.getByRole('link', { name: 'เล่นเกมทั้งหมด' }).first()).toHaveAttribute(
      'href',
      '/lobby/lobby',
    );
    await waitForHydration(page.getByRole('link', { name: 'เล่นเกมทั้งหมด' }).first());
    await grid(page, 'เกมยอดนิยม').getByRole('link', { name: 'ทดลองเล่น เสือนำโชค' }).click();
    await expect(page).toHaveURL(/\/lobby\/lobby\/lucky-tiger$/);
    await expect(page.getByRole('dialog', { name: 'เสือนำโชค', exact: true })).toBeVisible();
    await expect(page.getByText('ไม่ต้องฝากเงิน')).toHaveCount(0);
    // and the trial page itself, typed in or bookmarked, leads a member to the lobby
    await page.goto(sitePath(th, '/casino-test'));
    await expect(page).toHaveURL(/\/lobby\/lobby$/);
  });
});

test.describe('member lobby (th)', () => {
  test.use({ siteLocale: th });

  test('a launched game shows under recently played, also after a reload', async ({ page }, testInfo) => {
    await signInViaApi(page, demoMember.phone, demoMember.password);
    const lobby = new GameLobby(page);
    await lobby.goto();
    const recent = grid(page, 'เล่นล่าสุด');
    await page.getByRole('searchbox', { name: 'ค้นหาเกม' }).fill('baccarat');
    await lobby.playButton('บาคาร่า').click();
    await expect(lobby.gameDialog('บาคาร่า')).toBeVisible();
    // the real game gets a phone's whole screen, as a trial does; a desktop a large box
    const box = (await lobby.gameDialog('บาคาร่า').boundingBox())!;
    const screen = page.viewportSize()!;
    if (screen.width < 900) expect(box).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
    else expect(box.width).toBeGreaterThanOrEqual(Math.min(1100, screen.width - 48) - 1);
    await lobby.gameDialog('บาคาร่า').getByRole('button', { name: 'ปิด' }).click();
    await expect(recent.getByRole('button').first()).toHaveAccessibleName('เล่น บาคาร่า');

    // drawn by the server from the member's cookie: there in the first paint after a reload
    await page.reload();
    await expect(recent.getByRole('button').first()).toHaveAccessibleName('เล่น บาคาร่า');
    await capture(page, testInfo, 'lobby-recent');
  });
});
