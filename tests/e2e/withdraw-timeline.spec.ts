import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GameLobby } from './pages/game-lobby';
import { InformationPopup } from './pages/information-popup';
import { MemberBar } from './pages/member-bar';
import { MessageDialog, WithdrawPopup, WithdrawProcessPopup } from './pages/wallet-popups';
import { memberTh as m, thaiDateTime } from './support/member-texts';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { approveRequest, pendingRequestOf, reviewRequest } from './support/operator';
import { capturePopup } from './support/screenshots';
import { BASE_PATH } from './support/servers';
import { sitePath, th } from './support/site-locales';

/*
 * Withdrawing (spec §2, §4, §8; pictures from the phone project), with the reference API's request
 * timeline (casino-api/README.md): a member whose promotion's turnover is unmet is told so before
 * typing, with what is left; a member without a promotion withdraws, staff take it into review and pay
 * it through the operator API, and the Information popup's history detail shows each step with its time.
 */

const NEW_MEMBER_PROMOTION = 'สมาชิกใหม่ รับโบนัส 50%';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const baht = (satang: number) => money.format(satang / 100);

function newMember(name: string) {
  return {
    phone: freshPhone(),
    password: freshPassword(),
    bank: 'kbank',
    accountNumber: freshAccountNumber(),
    accountName: name,
  };
}

interface Profile {
  creditSatang: number;
  promotions: Array<{ id: string; name: string }>;
  currentPromotion: { turnoverSatang: number; turnoverNeededSatang: number } | null;
}

/** What the site's BFF says of the signed-in member, read from the page. */
const profileOf = (page: Page) =>
  page.evaluate(
    async (url) => (await (await fetch(url)).json()) as Profile,
    `${BASE_PATH}/api/customers/profile`,
  );

/**
 * Arrange step: a deposit through the site's own BFF (the Deposit popup's call, with its Idempotency-Key),
 * settled by staff, so the member has credit (and, with a promotion, a turnover to play).
 */
async function depositSettled(
  page: Page,
  request: Parameters<typeof approveRequest>[0],
  phone: string,
  amount: string,
  promotion?: string,
): Promise<void> {
  const promotionId = promotion
    ? (await profileOf(page)).promotions.find((p) => p.name === promotion)?.id
    : '0';
  expect(promotionId, `${promotion} is the member's to choose`).toBeTruthy();
  const answer = await page.evaluate(
    async ([url, body]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    [`${BASE_PATH}/api/requests/deposit`, { amount, promotion_id: Number(promotionId) }] as const,
  );
  expect(answer.status, answer.text).toBe(200);
  await approveRequest(request, (await pendingRequestOf(request, phone, 'deposit')).id);
}

test.describe('withdrawal (th)', () => {
  test.use({ siteLocale: th });

  test('unmet turnover is warned of before typing, with what is left to play', async ({
    page,
    request,
  }, testInfo) => {
    const member = newMember('ทดสอบ เทิร์น');
    const bar = new MemberBar(page);
    const withdraw = new WithdrawPopup(page);
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, member);
    await depositSettled(page, request, member.phone, '500', NEW_MEMBER_PROMOTION);

    await new GameLobby(page).goto();
    await bar.expectReady();
    const { currentPromotion } = await profileOf(page);
    expect(currentPromotion, 'the deposit started the promotion').not.toBeNull();
    const { turnoverSatang: done, turnoverNeededSatang: required } = currentPromotion!;
    expect(required).toBeGreaterThan(done);

    await bar.openWithdraw();
    await withdraw.expectTurnoverWarning(NEW_MEMBER_PROMOTION, done, required);
    await capturePopup(page, testInfo, th, withdraw.dialog, 'withdraw-turnover');
    await withdraw.cancelButton.click();
    await expect(withdraw.dialog).toBeHidden();
    // the member bar says the same: done / required with a bar
    await expect(bar.root.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      m.withdraw.turnoverOf(baht(done), baht(required)),
    );
  });

  test('a withdrawal staff review and pay shows each step with its time in the history', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = newMember('ทดสอบ ขั้นตอน');
    const bar = new MemberBar(page);
    const withdraw = new WithdrawPopup(page);
    const withdrawing = new WithdrawProcessPopup(page);
    const messages = new MessageDialog(page);
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, member);
    await depositSettled(page, request, member.phone, '300');

    await test.step('withdraw 100 baht: no turnover to play, then the waiting view', async () => {
      await new GameLobby(page).goto();
      await bar.expectReady();
      await bar.openWithdraw();
      await expect(withdraw.dialog).toBeVisible();
      await expect(withdraw.turnoverNotice).toHaveCount(0);
      await withdraw.withdraw('100');
      await expect(withdrawing.dialog).toBeVisible();
      await expect(withdrawing.waiting('100.00')).toBeVisible();
      await expect(withdrawing.elapsed).toHaveText(m.wallet.withdrawJustNow);
      await expect(withdrawing.text(m.wallet.withdrawNote)).toBeVisible();
      await expect(withdrawing.text(m.wallet.withdrawLapse('100.00'))).toBeVisible();
      await capturePopup(page, testInfo, th, withdrawing.dialog, 'withdraw-pending');
    });

    await test.step('staff take it into review and pay it: the member is told', async () => {
      const pending = await pendingRequestOf(request, member.phone, 'withdraw');
      expect(pending.amount).toBe('100.00');
      await reviewRequest(request, pending.id);
      await approveRequest(request, pending.id);
      // the waiting view polls the profile every 10 s (spec §9)
      await expect(messages.of('success')).toBeVisible({ timeout: 25_000 });
      await messages.expectAndClose('success', m.wallet.withdrawDone('100.00', '200.00'));
    });

    await test.step('the history detail: made, in review, paid, each with its time', async () => {
      const info = new InformationPopup(page);
      await bar.openAccount();
      await expect(info.dialog).toBeVisible();
      await info.select(1);
      const row = info.historyRows().filter({ hasText: m.history.withdraw });
      await expect(row).toHaveCount(1);
      const detail = await info.openDetail(row);
      const at = (label: string) => new RegExp(`^${label}${thaiDateTime}$`);
      await expect(detail.steps).toHaveText([
        at(m.history.steps.submitted),
        at(m.history.steps.review),
        at(m.history.steps.paid),
      ]);
      await expect(detail.dialog.getByText(m.history.took)).toBeVisible();
      await capturePopup(page, testInfo, th, detail.dialog, 'withdraw-history-detail');
      await detail.close();
      await expect(info.dialog).toBeVisible();
    });
  });
});
