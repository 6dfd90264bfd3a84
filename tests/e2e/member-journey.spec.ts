import { expect, test } from './fixtures';
import { DemoSlot, GameLobby } from './pages/game-lobby';
import { InformationPopup } from './pages/information-popup';
import { MemberBar } from './pages/member-bar';
import {
  AccountCheckDialog,
  COUNTDOWN,
  countdownSeconds,
  DepositPopup,
  DepositProcessPopup,
  MessageDialog,
  PromotionPopup,
  WithdrawPopup,
  WithdrawProcessPopup,
} from './pages/wallet-popups';
import { memberTh as m, thaiDateTime } from './support/member-texts';
import { freshAccountNumber, freshPassword, freshPhone, registerMemberInBrowser } from './support/members';
import { approveRequest, pendingRequestOf, recordRound } from './support/operator';
import { capture, capturePopup } from './support/screenshots';
import { BASE_PATH } from './support/servers';
import { sitePath, th } from './support/site-locales';

/*
 * Spec §2 and §4: a member's money journey in Thai, on a phone (project 'mobile') and on a wide
 * screen ('desktop'). A member registered for this run, so the shared demo member's credit stays
 * what other specs expect: first the game refuses them (no deposit yet), then they deposit 500
 * with the new-member promotion, staff approve it through the reference API's operator API, they
 * play a round, play through the promotion's turnover, withdraw 100, staff approve, and the
 * Information popup's history shows both. Every member popup is photographed on the phone
 * (test-results/screenshots/mobile-member-*.png) for a person to look at.
 */

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const baht = (satang: number) => money.format(satang / 100);
const satangOf = (shown: string) => Math.round(Number(shown.replace(/,/g, '')) * 100);

/** The seeded promotion a brand-new member may take (casino-api/seed/data.ts): 50 %, at most 500, turnover ×5. */
const NEW_MEMBER_PROMOTION = 'สมาชิกใหม่ รับโบนัส 50%';
const GAME = 'เสือนำโชค';
const DEPOSIT = 50_000; // satang
const BONUS = 25_000; // 50 % of 500
const WITHDRAW = 10_000;

interface ProfileFigures {
  creditSatang: number;
  currentPromotion: { turnoverSatang: number; turnoverNeededSatang: number } | null;
}

test.describe('member journey (th)', () => {
  test.use({ siteLocale: th });

  test('deposit with a promotion, play, withdraw, and see both in the history', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const bar = new MemberBar(page);
    const messages = new MessageDialog(page);
    const lobby = new GameLobby(page);
    const member = {
      phone: freshPhone(),
      password: freshPassword(),
      bank: 'scb',
      accountNumber: freshAccountNumber(),
      accountName: 'ทดสอบ ฝากถอน',
    };
    const shot = (dialog: Parameters<typeof capturePopup>[3], name: string) =>
      capturePopup(page, testInfo, th, dialog, `member-${name}`);
    // What the site's BFF says of the member (GET /lobby/api/customers/profile), read from the page.
    const profile = () =>
      page.evaluate(
        async (url) => (await (await fetch(url)).json()) as ProfileFigures,
        `${BASE_PATH}/api/customers/profile`,
      );

    await test.step('a new member signs up and lands on the game lobby', async () => {
      await page.goto(sitePath(th, '/'));
      await registerMemberInBrowser(page, member);
      await lobby.goto();
      await bar.expectReady();
      // Masked for anyone looking over the player's shoulder; a tap shows it whole.
      await expect(bar.phone(member.phone)).toHaveCount(0);
      await bar.maskedPhone(member.phone).click();
      await expect(bar.phone(member.phone)).toHaveAttribute('aria-pressed', 'true');
      await expect(bar.credit).toHaveText('0.00');
    });

    await test.step('before a first deposit the game asks for one', async () => {
      await lobby.playButton(GAME).click();
      await messages.expectAndClose('warning', m.lobby.depositFirst);
      await expect(lobby.gameDialog(GAME)).toHaveCount(0);
    });

    await test.step('the member bar opens its menu', async () => {
      await bar.openMenu();
      await expect(bar.accountButton).toBeVisible();
      await expect(bar.withdrawButton).toBeVisible();
      await expect(bar.logoutButton).toBeVisible();
      if (testInfo.project.name === 'mobile')
        await capture(page, testInfo, 'member-bar-open', { fullPage: false });
    });

    const check = new AccountCheckDialog(page);
    const deposit = new DepositPopup(page);
    const promotions = new PromotionPopup(page);
    const process = new DepositProcessPopup(page);

    await test.step('deposit: the account check shows the member’s own account', async () => {
      await bar.openDeposit();
      await expect(check.dialog).toBeVisible();
      await expect(check.text(m.wallet.accountCheckText)).toBeVisible();
      await expect(check.text('ธนาคารไทยพาณิชย์')).toBeVisible();
      await expect(check.text(member.accountNumber)).toBeVisible();
      await expect(check.text(member.accountName)).toBeVisible();
      await shot(check.dialog, 'account-check');
      await check.confirmButton.click();
      await expect(check.dialog).toBeHidden();
    });

    await test.step('deposit: choose the new-member promotion', async () => {
      await expect(deposit.dialog).toBeVisible();
      await expect(deposit.balance('0.00')).toBeVisible();
      await deposit.getPromotionButton.click();
      await expect(promotions.dialog).toBeVisible();
      await expect(promotions.option(NEW_MEMBER_PROMOTION)).toBeVisible();
      await shot(promotions.dialog, 'promotion');
      await promotions.option(NEW_MEMBER_PROMOTION).click();

      await expect(deposit.dialog).toBeVisible();
      await expect(deposit.promotionCard.getByText(NEW_MEMBER_PROMOTION, { exact: true })).toBeVisible();
      await expect(deposit.term(m.wallet.bonus)).toHaveText(m.wallet.bonusPercent(50, '500.00'));
      await expect(deposit.term(m.wallet.turnover)).toHaveText(m.wallet.turnoverTimes(5));
      await expect(deposit.changePromotionButton).toBeVisible();
      await expect(deposit.cancelPromotionButton).toBeVisible();
      await deposit.amount.fill('500');
      // the terms for this amount: 50 % of 500, and (500 + 250) × 5 to play before withdrawing
      await expect(deposit.term(m.wallet.bonusForAmount)).toHaveText(m.wallet.bonusPlus(baht(BONUS)));
      await expect(deposit.term(m.wallet.turnoverForAmount)).toHaveText(`${baht((DEPOSIT + BONUS) * 5)} บาท`);
      await shot(deposit.dialog, 'deposit');
    });

    await test.step('deposit 500: the QR to scan and a 15-minute countdown', async () => {
      await deposit.deposit('500');
      await expect(process.dialog).toBeVisible();
      await expect(deposit.dialog).toBeHidden();
      await expect(process.amountToPay('500.00')).toBeVisible();
      // The demo operator has the payment gateway on: a PromptPay QR rather than a bank account.
      await expect(process.qr).toBeVisible();
      expect(
        await process.qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        'QR image decoded',
      ).toBe(true);
      await expect(process.scanOnce).toBeVisible();
      await expect(process.countdown).toHaveText(COUNTDOWN);
      const first = countdownSeconds((await process.countdown.textContent())!);
      expect(first).toBeGreaterThan(14 * 60);
      expect(first).toBeLessThanOrEqual(15 * 60);
      await expect
        .poll(async () => countdownSeconds((await process.countdown.textContent())!), {
          message: 'the countdown runs',
        })
        .toBeLessThan(first);
      await shot(process.dialog, 'deposit-process');
    });

    await test.step('staff approve the deposit: success dialog and the new credit', async () => {
      const pending = await pendingRequestOf(request, member.phone, 'deposit');
      expect(pending.amount).toBe('500.00');
      expect(pending.bonus).toBe('250.00');
      await approveRequest(request, pending.id);
      // The popup polls the profile every 10 s (spec §9).
      const success = messages.of('success');
      await expect(success).toBeVisible({ timeout: 25_000 });
      await expect(process.dialog).toBeHidden();
      await messages.expectAndClose(
        'success',
        `${m.wallet.depositDone(baht(DEPOSIT), baht(DEPOSIT + BONUS))}\n${m.wallet.bonusLine(baht(BONUS), baht((DEPOSIT + BONUS) * 5))}`,
      );
      // Spec §4: the member is taken home, and the bar shows the new credit.
      await expect(page).toHaveURL(/\/lobby\/?$/);
      await expect(bar.credit).toHaveText(baht(DEPOSIT + BONUS));
    });

    const slot = new DemoSlot(lobby.gameFrame(GAME));
    let gameBalance = '';

    await test.step('launch a game and spin once', async () => {
      await lobby.goto();
      await expect(bar.credit).toHaveText(baht(DEPOSIT + BONUS));
      await lobby.playButton(GAME).click();
      const game = lobby.gameDialog(GAME);
      await expect(game).toBeVisible();
      await expect(game.locator('iframe')).toHaveAttribute('title', GAME);
      await expect(slot.balance).toHaveText(baht(DEPOSIT + BONUS));
      await expect(slot.spinButton).toBeVisible();
      await shot(game, 'game');
      gameBalance = await slot.spinOnce();
      expect(satangOf(gameBalance), 'the spin moved the credit').not.toBe(DEPOSIT + BONUS);
      await game.getByRole('button', { name: m.close, exact: true }).click();
      await expect(game).toBeHidden();
      // The round is the member's: the upstream's credit is what the game showed.
      expect((await profile()).creditSatang).toBe(satangOf(gameBalance));
    });

    await test.step('the credit refresh icon checks the credit', async () => {
      await bar.refreshButton.click();
      await expect(bar.checkingButton).toBeDisabled();
      // check-credit takes ~3 s upstream; the site polls every 5 s.
      await expect(page.getByRole('status').filter({ hasText: m.credit.checked })).toBeVisible({
        timeout: 15_000,
      });
      await expect(bar.credit).toHaveText(gameBalance);
      await expect(bar.refreshButton).toBeEnabled();
    });

    const withdraw = new WithdrawPopup(page);
    const withdrawing = new WithdrawProcessPopup(page);

    await test.step('withdraw before the promotion’s turnover is played through: warned before typing, refused by the upstream once', async () => {
      const { currentPromotion } = await profile();
      expect(currentPromotion, 'the deposit started the promotion').not.toBeNull();
      const { turnoverSatang: done, turnoverNeededSatang: required } = currentPromotion!;
      await bar.openWithdraw();
      await withdraw.expectTurnoverWarning(NEW_MEMBER_PROMOTION, done, required);
      await withdraw.amount.fill('100');
      await withdraw.submitButton.click();
      await expect(withdraw.dialog.getByText(m.upstream.turnoverIncomplete)).toHaveCount(1);
      await expect(withdrawing.dialog).toHaveCount(0);
      await withdraw.cancelButton.click();
      await expect(withdraw.dialog).toBeHidden();
    });

    await test.step('arrange: the member plays through the turnover (rounds reported by the game provider)', async () => {
      const { currentPromotion } = await profile();
      expect(currentPromotion, 'the deposit started the promotion').not.toBeNull();
      let left = currentPromotion!.turnoverNeededSatang - currentPromotion!.turnoverSatang;
      expect(left).toBeGreaterThan(0);
      // Even rounds (win = bet) leave the credit as it is.
      while (left > 0) {
        await recordRound(request, member.phone, '500', '500');
        left -= 50_000;
      }
    });

    let creditBefore = 0;

    await test.step('withdraw 100: the bank account, the whole-number credit, then the waiting view', async () => {
      creditBefore = (await profile()).creditSatang;
      await bar.openWithdraw();
      await expect(withdraw.dialog).toBeVisible();
      await expect(withdraw.balance(baht(creditBefore))).toBeVisible();
      await expect(withdraw.bankCard.getByText('ธนาคารไทยพาณิชย์', { exact: true })).toBeVisible();
      await expect(withdraw.bankCard.getByText(member.accountNumber, { exact: true })).toBeVisible();
      await expect(withdraw.amount).toHaveValue(String(Math.floor(creditBefore / 100)));
      await withdraw.amount.fill(String(WITHDRAW / 100));
      await shot(withdraw.dialog, 'withdraw');
      await withdraw.submitButton.click();

      await expect(withdrawing.dialog).toBeVisible();
      await expect(withdrawing.waiting(baht(WITHDRAW))).toBeVisible();
      // One wording of time: since when, what is usual, and when it lapses (no 30:00 countdown under a
      // 10-15 minute promise).
      await expect(withdrawing.elapsed).toHaveText(m.wallet.withdrawJustNow);
      await expect(withdrawing.text(m.wallet.withdrawNote)).toBeVisible();
      await expect(withdrawing.text(m.wallet.withdrawLapse(baht(WITHDRAW)))).toBeVisible();
      await shot(withdrawing.dialog, 'withdraw-process');
    });

    await test.step('staff approve the withdrawal: success dialog and the new credit', async () => {
      const pending = await pendingRequestOf(request, member.phone, 'withdraw');
      expect(pending.amount).toBe('100.00');
      await approveRequest(request, pending.id);
      await expect(messages.of('success')).toBeVisible({ timeout: 25_000 });
      await expect(withdrawing.dialog).toBeHidden();
      await messages.expectAndClose(
        'success',
        m.wallet.withdrawDone(baht(WITHDRAW), baht(creditBefore - WITHDRAW)),
      );
      await expect(bar.credit).toHaveText(baht(creditBefore - WITHDRAW));
    });

    const info = new InformationPopup(page);

    await test.step('the Information popup: five tabs, and the history shows both requests', async () => {
      await bar.openAccount();
      await expect(info.dialog).toBeVisible();
      await expect(info.tabs).toHaveText([...m.info.tabs]);
      const names = ['info', 'history', 'activities', 'referral', 'news'];
      for (const [i, name] of names.entries()) {
        await info.select(i);
        if (name === 'info') {
          await expect(
            info.panel.getByRole('heading', { name: m.info.promotionTitle, exact: true }),
          ).toBeVisible();
          await expect(info.panel.getByText(member.phone, { exact: true })).toBeVisible();
          await expect(info.panel.getByText(member.accountNumber, { exact: true })).toBeVisible();
        }
        if (name === 'history') {
          await expect(info.historyTable.getByRole('columnheader')).toHaveText([...m.history.headers]);
          const rows = info.historyRows();
          await expect(rows).toHaveCount(2);
          const deposited = rows.filter({ hasText: m.history.deposit });
          const withdrawn = rows.filter({ hasText: m.history.withdraw });
          await expect(deposited.getByRole('cell')).toHaveText([
            m.history.deposit,
            baht(DEPOSIT),
            baht(BONUS),
            m.history.completed,
            new RegExp(`^${thaiDateTime}$`),
            m.history.showDetail,
          ]);
          await expect(withdrawn.getByRole('cell')).toHaveText([
            m.history.withdraw,
            baht(WITHDRAW),
            '-',
            m.history.completed,
            new RegExp(`^${thaiDateTime}$`),
            m.history.showDetail,
          ]);
        }
        if (name === 'activities')
          await expect(
            info.panel.getByRole('button', { name: new RegExp(`^${m.info.activityBonus}`) }).first(),
          ).toBeVisible();
        if (name === 'referral')
          await expect(info.panel.getByText(m.info.referralLink, { exact: true }).first()).toBeVisible();
        if (name === 'news') {
          await expect(info.panel.getByText(m.info.news, { exact: true })).toBeVisible();
          // the deposit this journey made, told in the member's account notices
          await expect(
            info.panel.getByText(m.info.newsDepositCredited, { exact: true }).first(),
          ).toBeVisible();
        }
        expect
          .soft(await info.footerOverlap(), `${name} tab: px of content under the popup's footer buttons`)
          .toBe(0);
        await shot(info.dialog, `info-${i}-${name}`);
      }
      await info.close();
    });
  });
});
