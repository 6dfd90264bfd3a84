import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GameLobby } from './pages/game-lobby';
import { InformationPopup } from './pages/information-popup';
import { MemberBar } from './pages/member-bar';
import { WithdrawPopup, WithdrawProcessPopup } from './pages/wallet-popups';
import {
  freshAccountNumber,
  freshPassword,
  freshPhone,
  registerMemberInBrowser,
  signInViaApi,
} from './support/members';
import { approveRequest, pendingRequestOf, reviewRequest } from './support/operator';
import { BASE_PATH } from './support/servers';
import { sitePath, th } from './support/site-locales';

/*
 * Money news on any page (docs/architecture.md §5, §8; casino-api/README.md "Account notices"): a member
 * asks to withdraw and closes the waiting dialog; the history tab shows the request at its live step;
 * staff approve it while the member is on /promotion, and within 15 s a notice with the amount appears
 * there; the News tab lists it with an unread count on the member bar, and it is still there after a
 * reload and on a second browser signed in as the same member. A fresh member rather than the demo one:
 * other journeys count on the demo member's credit of 1,250.00.
 */

const PAID = 'ถอนเงินสำเร็จ: โอนเงิน 100.00 บาท เข้าบัญชีธนาคารของคุณแล้ว';
const PAID_TITLE = 'ถอนเงินสำเร็จ';
const PAID_TEXT = 'โอนเงิน 100.00 บาท เข้าบัญชีธนาคารของคุณแล้ว';

/** The BFF call of a page, as the popups make it. */
async function bffPost(page: Page, path: string, body: unknown, idempotent = false) {
  const answer = await page.evaluate(
    async ([url, data, key]) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = crypto.randomUUID();
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(data) });
      return { status: res.status, text: await res.text() };
    },
    [`${BASE_PATH}/api${path}`, body, idempotent] as const,
  );
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

const newsButton = (page: Page, unread?: number) =>
  page
    .locator('.member-bar')
    .getByRole('button', { name: unread ? `ข่าวสาร (${unread} รายการใหม่)` : 'ข่าวสาร', exact: true });

async function newsEntries(page: Page, info: InformationPopup) {
  await newsButton(page).or(newsButton(page, 1)).click();
  await expect(info.dialog).toBeVisible();
  await expect(info.tab(4)).toHaveAttribute('aria-selected', 'true');
  return info.panel.getByRole('listitem');
}

async function secondBrowser(browser: Browser, phone: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(sitePath(th, '/'));
  await signInViaApi(page, phone, password);
  return { context, page };
}

test.describe('money news (th)', () => {
  test.use({ siteLocale: th });

  test('a withdrawal paid while the member is on /promotion is told there, and kept in the News tab', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const member = {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'kbank',
      accountNumber: freshAccountNumber(),
      accountName: 'ทดสอบ ข่าวสาร',
    };
    const bar = new MemberBar(page);
    const info = new InformationPopup(page);

    await test.step('arrange: a member with 300 baht of credit, the deposit notice already read', async () => {
      await page.goto(sitePath(th, '/'));
      await registerMemberInBrowser(page, member);
      await bffPost(page, '/requests/deposit', { amount: '300' }, true);
      await approveRequest(request, (await pendingRequestOf(request, member.phone, 'deposit')).id);
      const notices = await page.evaluate(
        async (url) => (await (await fetch(url)).json()) as { items: Array<{ id: string; kind: string }> },
        `${BASE_PATH}/api/notices`,
      );
      expect(notices.items.map((n) => n.kind)).toEqual(['deposit_credited']);
      await bffPost(page, '/notices/read', { up_to: notices.items[0]!.id });
    });

    await test.step('withdraw 100 baht and close the waiting dialog', async () => {
      await new GameLobby(page).goto();
      await bar.expectReady();
      await expect(newsButton(page)).toBeVisible();
      await bar.openWithdraw();
      const withdraw = new WithdrawPopup(page);
      await withdraw.withdraw('100');
      const waiting = new WithdrawProcessPopup(page);
      await expect(waiting.dialog).toBeVisible();
      await waiting.okButton.click();
      await expect(waiting.dialog).toBeHidden();
    });

    await test.step('the history tab shows the pending request at its live step', async () => {
      await bar.openAccount();
      await info.select(1);
      const pendingCard = info.panel.getByRole('region', { name: 'รายการที่กำลังดำเนินการ' });
      await expect(pendingCard).toContainText('ถอนเงิน 100.00 บาท');
      await expect(pendingCard.getByRole('status')).toHaveText('ส่งคำขอแล้ว รอเจ้าหน้าที่รับเรื่อง');
      await reviewRequest(request, (await pendingRequestOf(request, member.phone, 'withdraw')).id);
      // read again every 10 s while it is pending (spec §9)
      await expect(pendingCard.getByRole('status')).toHaveText('เจ้าหน้าที่กำลังตรวจสอบ', { timeout: 15_000 });
      await info.close();
    });

    await test.step('staff pay it while the member reads /promotion: told within 15 s', async () => {
      await page.goto(sitePath(th, '/promotion'));
      await bar.expectReady();
      await approveRequest(request, (await pendingRequestOf(request, member.phone, 'withdraw')).id);
      await expect(page.getByRole('status').filter({ hasText: PAID })).toBeVisible({ timeout: 15_000 });
      await expect(newsButton(page, 1)).toBeVisible();
    });

    await test.step('the News tab lists it, marked new; then it is read', async () => {
      const entries = await newsEntries(page, info);
      await expect(entries.first()).toContainText(PAID_TITLE);
      await expect(entries.first()).toContainText(PAID_TEXT);
      await expect(entries.first()).toContainText('ใหม่');
      await expect(entries.nth(1)).toContainText('เติมเครดิต 300.00 บาท เข้าบัญชีของคุณแล้ว');
      await info.close();
      await expect(newsButton(page)).toBeVisible();
    });

    await test.step('after a reload and on a second browser the notice is still in the News tab', async () => {
      await page.reload();
      await bar.expectReady();
      await expect((await newsEntries(page, info)).first()).toContainText(PAID_TEXT);
      const other = await secondBrowser(browser, member.phone, member.password);
      try {
        await other.page.goto(sitePath(th, '/promotion'));
        await new MemberBar(other.page).expectReady();
        await expect((await newsEntries(other.page, new InformationPopup(other.page))).first()).toContainText(
          PAID_TEXT,
        );
      } finally {
        await other.context.close();
      }
    });
  });
});
