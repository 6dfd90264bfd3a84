import { demoMember, expect, test } from './fixtures';
import { Announcement } from './pages/announcement';
import { MemberBar } from './pages/member-bar';
import { AccountCheckDialog, DepositPopup } from './pages/wallet-popups';
import {
  freshAccountNumber,
  freshPassword,
  freshPhone,
  registerMemberInBrowser,
  signInViaApi,
} from './support/members';
import { sitePath, th } from './support/site-locales';

/*
 * Promotions per member (spec §3 promotions: the upstream's own list of what a member may take, and
 * the reference API's reasons and `welcome` mark): the static banners and cards are redrawn for the
 * member looking at them, so a member who has deposited is never sold the new-member bonus, and a
 * new member is offered it where it applies.
 */

const WELCOME = 'สมาชิกใหม่ รับโบนัส 50%';

test('a member who has deposited sees no welcome-bonus banner, and its card says why instead of offering it', async ({
  page,
}) => {
  await page.goto(sitePath(th, '/'));
  await signInViaApi(page, demoMember.phone, demoMember.password);
  await page.goto(sitePath(th, '/'));
  await new MemberBar(page).expectReady();
  const carousel = page.getByRole('region', { name: 'โปรโมชั่นแนะนำ' });
  // the static page's slides are redrawn once the member's profile is in
  await expect(carousel.locator('.banner-slide', { hasText: WELCOME })).toHaveCount(0);

  await page.goto(sitePath(th, '/promotion'));
  const card = page.locator('.promo-card', { has: page.getByRole('heading', { name: WELCOME }) });
  await expect(card.getByText('สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น')).toBeVisible();
  await expect(card.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'สมัครสมาชิกเพื่อรับโปรนี้' })).toBeHidden();
});

test('a new member is offered the welcome bonus: its banner stays, and the first deposit offers it in one tap', async ({
  page,
}) => {
  const member = {
    phone: freshPhone(),
    password: freshPassword(),
    bank: 'kbank',
    accountNumber: freshAccountNumber(),
    accountName: 'ทดสอบ โบนัสต้อนรับ',
  };
  await page.goto(sitePath(th, '/'));
  await registerMemberInBrowser(page, member);
  await page.goto(sitePath(th, '/'));
  const bar = new MemberBar(page);
  await bar.expectReady();
  await expect(
    page.getByRole('region', { name: 'โปรโมชั่นแนะนำ' }).locator('.banner-slide', { hasText: WELCOME }),
  ).toHaveCount(1);

  await page.goto(sitePath(th, '/promotion'));
  const card = page.locator('.promo-card', { has: page.getByRole('heading', { name: WELCOME }) });
  await expect(card.getByRole('link', { name: 'ฝากเงินรับโปรนี้' })).toBeVisible();

  await page.goto(sitePath(th, '/lobby'));
  await bar.expectReady();
  await bar.openDeposit();
  await new AccountCheckDialog(page).confirmButton.click();
  const deposit = new DepositPopup(page);
  await expect(deposit.dialog.getByText('โบนัสต้อนรับ สำหรับการฝากครั้งแรก')).toBeVisible();
  await expect(deposit.dialog.locator('.promotion-offer-name')).toHaveText(WELCOME);
  await deposit.dialog.getByRole('button', { name: 'รับโบนัสนี้' }).click();
  // now chosen, with the way to drop it
  await expect(deposit.dialog.getByRole('button', { name: 'ไม่รับโปรโมชั่น' })).toBeVisible();
  await expect(deposit.dialog.getByText('โบนัสต้อนรับ สำหรับการฝากครั้งแรก')).toHaveCount(0);
});

test.describe('the welcome announcement (the audience extension)', () => {
  test.use({ dismissAnnouncement: false });

  test('greets a guest, and not a signed-in member, with the new-member bonus', async ({
    page,
    context,
    announcement,
  }) => {
    await page.goto(sitePath(th, '/'));
    await expect(announcement.modal).toContainText('สมาชิกใหม่รับโบนัส 50%');
    await announcement.close();
    await signInViaApi(page, demoMember.phone, demoMember.password);

    // a new visit on another tab (the announcement shows once per visit)
    const visit = await context.newPage();
    const fetched = visit.waitForResponse((res) => res.url().endsWith('/api/notification'));
    await visit.goto(sitePath(th, '/'));
    await new MemberBar(visit).expectReady();
    expect((await fetched).status()).toBe(200);
    await expect(visit.locator('.banner-carousel')).toBeVisible();
    await expect(new Announcement(visit, th).modal).toHaveCount(0);
    await expect(visit.getByText('สมาชิกใหม่รับโบนัส 50%')).toHaveCount(0);
  });
});
