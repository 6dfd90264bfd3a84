import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { GameLobby } from './pages/game-lobby';
import { MemberBar } from './pages/member-bar';
import { ProtectionPopup, protectionTh as p, StatementPopup } from './pages/protection-popup';
import {
  AccountCheckDialog,
  DepositPopup,
  DepositProcessPopup,
  MessageDialog,
  WithdrawPopup,
  WithdrawProcessPopup,
} from './pages/wallet-popups';
import { memberTh as m, thaiDateTime } from './support/member-texts';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { approveRequest, pendingRequestOf } from './support/operator';
import { capturePopup } from './support/screenshots';
import { sitePath, th } from './support/site-locales';

/*
 * docs/player-protection.md: a member registered for this run is offered deposit limits before the first
 * deposit, sets a 1,000-baht daily limit (a raise then waits 24 hours), deposits 800, is refused
 * 300 with the limit's message, takes a 24-hour time-out, and then finds game launch and deposit
 * blocked while withdraw still works; the statement shows it all. Phone-sized pictures of the
 * settings, the statement and the reality-check dialog go to test-results/screenshots/mobile-protection-*.png.
 */

const GAME = 'เสือนำโชค';

/** 'YYYY-MM-DD' in Asia/Bangkok (UTC+7, no daylight saving), as the statement's date fields hold it. */
const bangkokDay = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const newMember = () => ({
  phone: freshPhone(),
  password: freshPassword(),
  bank: 'scb',
  accountNumber: freshAccountNumber(),
  accountName: 'ทดสอบ วงเงินฝาก',
});

test.describe('player protection (th)', () => {
  test.use({ siteLocale: th });

  test('daily limit, refused deposit, 24-hour time-out: no deposit or game, withdraw still works', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const member = newMember();
    const bar = new MemberBar(page);
    const lobby = new GameLobby(page);
    const messages = new MessageDialog(page);
    const protection = new ProtectionPopup(page);
    const check = new AccountCheckDialog(page);
    const deposit = new DepositPopup(page);
    const process = new DepositProcessPopup(page);

    await test.step('before the first deposit the Deposit popup offers limits; the member sets 1,000 baht a day', async () => {
      await page.goto(sitePath(th, '/'));
      await registerMemberInBrowser(page, member);
      await lobby.goto();
      await bar.expectReady();
      await bar.openDeposit();
      await check.confirmButton.click();
      await expect(deposit.dialog.getByText(p.offerLimits, { exact: true })).toBeVisible();
      await deposit.dialog.getByRole('button', { name: p.setLimits, exact: true }).click();
      await expect(protection.dialog).toBeVisible();
      await expect(protection.dialog.getByText(p.limitsRule, { exact: true })).toBeVisible();
      await protection.dayLimit.fill('1000');
      await protection.saveLimitsButton.click();
      await expect(page.getByText(p.limitsSaved).first()).toBeVisible();
    });

    await test.step('a raise does not apply at once: the popup shows it waiting, with its time', async () => {
      await protection.dayLimit.fill('5000');
      await protection.saveLimitsButton.click();
      await expect(protection.hint(p.pendingRaise('5,000.00'))).toBeVisible();
      await capturePopup(page, testInfo, th, protection.dialog, 'protection-settings');
      await page.keyboard.press('Escape');
      await expect(protection.dialog).toBeHidden();
    });

    await test.step('deposit 800: the popup shows what the limit leaves, staff approve', async () => {
      await bar.openDeposit();
      await check.confirmButton.click();
      await expect(
        deposit.dialog.getByRole('status').filter({ hasText: p.remaining('1,000.00') }),
      ).toBeVisible();
      await deposit.deposit('800');
      await expect(process.dialog).toBeVisible();
      const pending = await pendingRequestOf(request, member.phone, 'deposit');
      expect(pending.amount).toBe('800.00');
      await approveRequest(request, pending.id);
      await expect(messages.of('success')).toBeVisible({ timeout: 25_000 });
      await messages.expectAndClose('success', m.wallet.depositDone('800.00', '800.00'));
      await expect(bar.credit).toHaveText('800.00');
    });

    await test.step('deposit 300 is refused with the limit’s message', async () => {
      await bar.openDeposit();
      await check.confirmButton.click();
      await expect(
        deposit.dialog.getByRole('status').filter({ hasText: p.remaining('200.00') }),
      ).toBeVisible();
      await deposit.deposit('300');
      // the amount's refusal, under the amount
      await expect(deposit.amount).toHaveAccessibleDescription(new RegExp(`^${p.overLimit('200.00')}`));
      await expect(process.dialog).toBeHidden();
      await deposit.cancelButton.click();
    });

    await test.step('one tap on the menu’s panic button: a 24-hour break, no question asked', async () => {
      await protection.panic();
      await messages.expectAndClose('info', p.panicDone);
      await protection.open();
      await expect(protection.status(p.onBreak)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(protection.dialog).toBeHidden();
      // the menu now says until when instead of offering the button again
      await protection.openMenu();
      await expect(protection.menuBreak).toHaveText(p.onBreak);
      await expect(protection.panicButton).toHaveCount(0);
      await page.keyboard.press('Escape');
    });

    await test.step('game launch is closed, with why and until when', async () => {
      await lobby.goto();
      await bar.expectReady();
      await expect(page.getByTestId('break-notice')).toHaveText(p.playBlocked);
      await lobby.playButton(GAME).click();
      await messages.expectAndClose('warning', p.playBlocked);
      await expect(lobby.gameDialog(GAME)).toHaveCount(0);
    });

    await test.step('the deposit form is closed before anything is typed, with no account check first', async () => {
      await bar.openDeposit();
      await expect(deposit.dialog).toBeVisible();
      await expect(check.confirmButton).toBeHidden();
      await expect(deposit.dialog.getByTestId('break-notice')).toHaveText(p.depositBlocked);
      await expect(deposit.amount).toBeDisabled();
      await expect(
        deposit.dialog.getByRole('button', { name: m.wallet.getPromotion, exact: true }),
      ).toBeDisabled();
      await capturePopup(page, testInfo, th, deposit.dialog, 'protection-deposit-on-break');
      await deposit.cancelButton.click();
    });

    await test.step('and the server refuses a deposit all the same', async () => {
      const answer = await page.evaluate(async () => {
        const res = await fetch('/lobby/api/requests/deposit', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ amount: '100', promotion_id: 0 }),
        });
        return { status: res.status, body: await res.json() };
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/บัญชีของคุณอยู่ในช่วงพักการเล่นถึง/);
    });

    await test.step('withdraw still works', async () => {
      const withdraw = new WithdrawPopup(page);
      const withdrawing = new WithdrawProcessPopup(page);
      await bar.openMenu();
      await bar.withdrawButton.click();
      await withdraw.withdraw('100');
      await expect(withdrawing.dialog).toBeVisible();
      await expect(withdrawing.waiting('100.00')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(withdrawing.dialog).toBeHidden();
    });

    await test.step('the statement: lifetime figures, 12 months by default, filter by type, CSV', async () => {
      const statement = new StatementPopup(page);
      await statement.open();
      await expect(statement.figure(p.lifetimeDeposits)).toHaveText('800.00');
      // the 100 withdrawal still waits for staff: neither a lifetime figure nor a history row yet
      await expect(statement.figure(p.lifetimeWithdrawals)).toHaveText('0.00');
      await expect(statement.figure(p.lifetimeNet)).toHaveText('-800.00');
      const today = bangkokDay(new Date());
      const yearAgo = new Date();
      yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
      await expect(statement.dayOf(statement.to)).toHaveValue(today);
      await expect(statement.dayOf(statement.from)).toHaveValue(bangkokDay(yearAgo));
      // the site's date style in the picker too: Buddhist-era year, Thai month abbreviation
      const [year, month] = today.split('-').map(Number) as [number, number];
      await expect(statement.to.getByRole('combobox', { name: p.pickYear })).toHaveValue(String(year));
      await expect(statement.to.locator('option:checked').nth(2)).toHaveText(String(year + 543));
      await expect(statement.to.locator('option:checked').nth(1)).toHaveText(
        ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'][
          month - 1
        ]!,
      );
      await expect(statement.rows).toHaveCount(1);
      await expect(statement.rows.first()).toHaveText(new RegExp(`^${thaiDateTime}ฝาก800\\.00สำเร็จ$`));
      await capturePopup(page, testInfo, th, statement.dialog, 'protection-statement');

      const [download] = await Promise.all([page.waitForEvent('download'), statement.csvButton.click()]);
      expect(download.suggestedFilename()).toBe(`statement-${bangkokDay(yearAgo)}-${today}.csv`);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv.slice(1).split('\r\n')).toEqual([
        'วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ,หมายเหตุ',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},ฝาก,800\.00,สำเร็จ,$/),
        '',
      ]);

      await statement.type.selectOption('withdraw');
      await statement.showButton.click();
      await expect(statement.dialog.getByText(p.empty, { exact: true })).toBeVisible();
      await expect(statement.csvButton).toBeDisabled();
      await statement.type.selectOption('deposit');
      await statement.pick(statement.from, today);
      await statement.showButton.click();
      await expect(statement.rows).toHaveCount(1);
      const yesterday = bangkokDay(new Date(Date.now() - 86_400_000));
      await statement.pick(statement.from, yesterday);
      await statement.pick(statement.to, yesterday);
      await statement.showButton.click();
      await expect(statement.dialog.getByText(p.empty, { exact: true })).toBeVisible();
    });
  });

  test('the reality check shows time played and the session result', async ({ page }, testInfo) => {
    const member = newMember();
    const bar = new MemberBar(page);
    const protection = new ProtectionPopup(page);
    // the browser's timers only: the reminder is due 15 minutes into the session
    await page.clock.install();
    await page.goto(sitePath(th, '/'));
    await registerMemberInBrowser(page, member);
    await new GameLobby(page).goto();
    await bar.expectReady();
    await protection.open();
    await protection.dialog.getByLabel(p.realityFifteen, { exact: true }).check();
    await protection.dialog.getByRole('button', { name: p.saveReality, exact: true }).click();
    await expect(page.getByText('บันทึกการแจ้งเตือนเรียบร้อย').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(protection.dialog).toBeHidden();
    await page.clock.runFor('15:00');
    const dialog = page.getByRole('dialog', { name: p.realityDialog, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^คุณเล่นมาแล้ว \d+ ชั่วโมง \d+ นาที$/)).toBeVisible();
    await expect(dialog.getByText('ผลได้เสียในรอบนี้ 0.00 บาท', { exact: true })).toBeVisible();
    await capturePopup(page, testInfo, th, dialog, 'protection-reality-check');
    await dialog.getByRole('button', { name: p.continue, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
