import { expect, test, demoMember } from './fixtures';
import { signInViaApi } from './support/members';
import { sitePath, th } from './support/site-locales';

/*
 * A static page is the same HTML for every visitor; what differs for a member (the phone's bottom
 * bar, the header's register/login buttons) must not show the guest's version first. Here the
 * page's scripts are held back, so what is on screen is what a slow phone shows before hydration.
 */

const bar = { name: 'เมนูลัด', member: ['ถอนเงิน', 'เข้าเล่นเกม', 'ฝากเงิน'], guest: ['สมัครสมาชิก', 'เข้าสู่ระบบ'] };

test.use({ viewport: { width: 360, height: 740 } });

async function withoutScripts(page: import('@playwright/test').Page) {
  // scripts only: the stylesheets live under the same path and decide what is shown
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?|$)/, (route) => route.abort());
}

test("a member's first paint shows their bottom-bar tabs, never register and login", async ({ page }) => {
  await signInViaApi(page, demoMember.phone, demoMember.password);
  await withoutScripts(page);
  await page.goto(sitePath(th, '/'));
  const nav = page.getByRole('navigation', { name: bar.name, exact: true });
  for (const label of bar.member)
    await expect(page.locator('.mobile-app-bar').getByText(label, { exact: true })).toBeVisible();
  for (const label of bar.guest) {
    await expect(nav.getByRole('button', { name: label, exact: true })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: label, exact: true })).toBeHidden();
  }
});

test("a guest's first paint shows register and login, not a member's tabs", async ({ page }) => {
  await withoutScripts(page);
  await page.goto(sitePath(th, '/'));
  const nav = page.getByRole('navigation', { name: bar.name, exact: true });
  for (const label of bar.guest)
    await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible();
  for (const label of bar.member)
    await expect(page.locator('.mobile-app-bar').getByText(label, { exact: true })).toBeHidden();
});
