import { demoMember, expect, test } from './fixtures';
import { signInViaApi } from './support/members';
import { capture } from './support/screenshots';
import { cn, en, sitePath, th } from './support/site-locales';

/*
 * The member's header on a phone (spec §2 member menu bar and drawer): at most a quarter of a 740 px
 * screen, one member menu (the header's drawer) that holds every destination, and a menu that closes
 * when the player goes somewhere.
 */

const PHONE = { width: 360, height: 740 };
const QUARTER = 740 / 4;

/** messages/*.json Menu.open, Menu.promotion, Menu.deposit, Menu.logout, Menu.personalInfo. */
const menus = [
  {
    locale: th,
    open: 'เมนู',
    promotion: 'โปรโมชั่น',
    deposit: 'ฝากเงิน',
    logout: 'ออกจากระบบ',
    account: 'ข้อมูลส่วนตัว',
  },
  {
    locale: en,
    open: 'Menu',
    promotion: 'Promotions',
    deposit: 'Deposit',
    logout: 'Log out',
    account: 'Personal info',
  },
  {
    locale: cn,
    open: '菜单',
    promotion: '优惠活动',
    deposit: '存款',
    logout: '退出登录',
    account: '个人信息',
  },
] as const;

test.use({ viewport: PHONE });

for (const m of menus) {
  test(`a member's header on a phone stays within a quarter of the screen, its menu closes on navigation (${m.locale.htmlLang})`, async ({
    page,
  }, testInfo) => {
    await signInViaApi(page, demoMember.phone, demoMember.password);
    await page.goto(sitePath(m.locale, '/article'));
    const header = page.getByRole('banner');
    const bar = page.locator('.member-bar');
    await expect(bar.locator('.member-bar-credit')).toBeVisible();
    const memberHeaderHeight = async () => {
      const top = (await header.boundingBox())!.y;
      const barBox = (await bar.boundingBox())!;
      return barBox.y + barBox.height - top;
    };
    expect(await memberHeaderHeight()).toBeLessThanOrEqual(QUARTER);

    // One menu: the header's, with the member's money buttons and the rest of spec §2's items.
    const toggle = header.getByRole('button', { name: m.open, exact: true });
    await expect(bar.getByRole('button', { name: m.open, exact: true })).toHaveCount(0);
    await toggle.click();
    const menu = page.locator('dialog.drawer[open]');
    for (const name of [m.deposit, m.account, m.logout])
      await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
    await capture(page, testInfo, `member-menu-${m.locale.htmlLang}`, { fullPage: false });

    await menu.getByRole('link', { name: m.promotion, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(m.locale, '/promotion')}$`));
    await expect(menu).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await memberHeaderHeight()).toBeLessThanOrEqual(QUARTER);
    await capture(page, testInfo, `member-header-${m.locale.htmlLang}`, { fullPage: false });

    // Back to the page it was opened on: the menu stays closed.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${sitePath(m.locale, '/article')}$`));
    await expect(page.locator('dialog.drawer[open]')).toHaveCount(0);
  });
}
