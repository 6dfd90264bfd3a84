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

test("a member's first paint shows their phone and credit before the page's scripts arrive", async ({
  page,
}) => {
  await signInViaApi(page, demoMember.phone, demoMember.password);
  const profile = (await (await page.request.get(sitePath(th, '/api/customers/profile'))).json()) as {
    creditSatang: number;
  };
  const credit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(
    profile.creditSatang / 100,
  );
  await withoutScripts(page);
  await page.goto(sitePath(th, '/'));
  // the head script's early profile answer, drawn in the member bar's empty slot (app/layout.css)
  const slot = page.locator('.member-bar-slot');
  const drawn = (part: '::before' | '::after') =>
    slot.evaluate((el, p) => getComputedStyle(el, p).content, part);
  await expect.poll(() => drawn('::after')).toBe(`"${credit}"`);
  expect(await drawn('::before')).toBe(
    `"${demoMember.phone.slice(0, 3)}•••${demoMember.phone.slice(-4)}\u00a0\u00a0\u00a0\u00a0เครดิต"`,
  );
});

// The sign-up pitch at the end of a public page (components/public/call-to-action.tsx), by its name.
const signUpPitch = [
  { path: '/casino-test', name: 'ชอบเกมไหน เล่นจริงได้เลย' },
  { path: '/promotion', name: 'ยังไม่เป็นสมาชิก?' },
  { path: '/article/deposit-promptpay', name: 'พร้อมเริ่มต้นแล้วหรือยัง?' },
];

test("a member's first paint never asks them to sign up at the end of a public page", async ({ page }) => {
  await signInViaApi(page, demoMember.phone, demoMember.password);
  await withoutScripts(page);
  // /casino-test is not among them: a member asking for it is sent to the lobby (lib/routes.ts
  // memberPlayPath; tests/e2e/game-lobby.spec.ts)
  for (const { path, name } of signUpPitch.filter((p) => p.path !== '/casino-test')) {
    await page.goto(sitePath(th, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // in the page, not shown
    const pitch = page.locator('aside', { hasText: name });
    await expect(pitch, path).toHaveCount(1);
    await expect(pitch, path).toBeHidden();
  }
});

test('a guest is asked to sign up at the end of /casino-test', async ({ page }) => {
  await page.goto(sitePath(th, '/casino-test'));
  const pitch = page.getByRole('complementary', { name: signUpPitch[0]!.name });
  await expect(pitch).toBeVisible();
  await expect(pitch.getByRole('link')).toBeVisible();
});
