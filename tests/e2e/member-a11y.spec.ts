import type { Locator, Route } from '@playwright/test';
import { demoMember, expect as baseExpect, test } from './fixtures';
import { GameLobby } from './pages/game-lobby';
import { InformationPopup } from './pages/information-popup';
import { ProtectionPopup, protectionTh, StatementPopup } from './pages/protection-popup';
import {
  AccountCheckDialog,
  DepositPopup,
  DepositProcessPopup,
  PromotionPopup,
  WithdrawPopup,
} from './pages/wallet-popups';
import { seriousA11yViolations, seriousA11yViolationsIn } from './support/axe';
import { memberTh as m } from './support/member-texts';
import {
  freshAccountNumber,
  freshPassword,
  freshPhone,
  registerMemberInBrowser,
  signInViaApi,
} from './support/members';
import { sitePath, th } from './support/site-locales';

/*
 * WCAG 2.1 A/AA with axe-core on what a member sees (public-pages.spec.ts holds the public pages to
 * the same rules): the member routes, and every popup a player can open without changing anything
 * that lasts — the guest popups first, then as the demo member the member menu, the money popups,
 * the Information popup's tabs, player protection and the statement, the game, and the
 * session-timeout warning and reality check (their timing is faked through the BFF answers that
 * drive them). The deposit's payment step needs a pending deposit, so a member registered for the
 * run makes one and cancels it. Serious and critical violations fail. One browser page and few
 * page loads: CI runs this on both projects.
 */

// The site's service worker would answer BFF calls itself, out of page.route()'s reach.
test.use({ siteLocale: th, serviceWorkers: 'block' });

// Most waits here are a page load, hydration, a member read and a popup's lazily loaded code in a row
// (the game also its launch call): more than the default 5 s on two busy cores.
const expect = baseExpect.configure({ timeout: 15_000 });

const member = () => ({
  phone: freshPhone(),
  password: freshPassword(),
  bank: 'scb',
  accountNumber: freshAccountNumber(),
  accountName: 'ทดสอบ การเข้าถึง',
});

test('axe: no serious or critical violation on the member pages and popups', async ({
  page,
  header,
  loginPopup,
  registerPopup,
  resetPopup,
}, testInfo) => {
  test.setTimeout(240_000);
  const covered: string[] = [];
  /** axe over the page, or over one open popup; every finding is listed, the test goes on. */
  const axe = async (what: string, scope?: Locator) => {
    const violations = scope ? await seriousA11yViolationsIn(scope) : await seriousA11yViolations(page);
    expect.soft(violations, `${what}: serious or critical axe violations`).toEqual([]);
    covered.push(what);
  };
  const closeTop = async (dialog: Locator) => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  const lobby = new GameLobby(page);
  const info = new InformationPopup(page);
  /** The lobby with its games drawn; not GameLobby.goto's network idle, which the page reaches late. */
  const gotoLobby = async () => {
    await page.goto(sitePath(th, '/lobby'));
    await expect(lobby.heading).toBeVisible();
    await expect(lobby.games.first()).toBeVisible();
  };

  await test.step('guest popups: login, password reset and register step 1, also with a field error', async () => {
    await page.goto(sitePath(th, '/'));
    await header.openLogin();
    await expect(loginPopup.phone).toBeVisible();
    await axe('Login popup', loginPopup.dialog);
    await touchEmpty(loginPopup.phone);
    await axe('Login popup, phone required', loginPopup.dialog);

    await loginPopup.forgotButton.click();
    await expect(resetPopup.phone).toBeVisible();
    await touchEmpty(resetPopup.phone);
    await axe('Reset password step 1 popup, phone required', resetPopup.root);
    await closeTop(resetPopup.root);

    await header.openRegister();
    await expect(registerPopup.phone).toBeVisible();
    await axe('Register step 1 popup', registerPopup.root);
    await touchEmpty(registerPopup.phone);
    await axe('Register step 1 popup, phone required', registerPopup.root);
    await closeTop(registerPopup.root);
  });

  await signInViaApi(page, demoMember.phone, demoMember.password);

  await test.step('the lobby and the member menu', async () => {
    await gotoLobby();
    await axe('/lobby');
    await page.locator('button.menu-toggle[aria-haspopup="dialog"]').click();
    const menu = page.getByRole('dialog', { name: protectionTh.mainMenu, exact: true });
    await expect(menu.getByRole('button', { name: protectionTh.panicItem, exact: true })).toBeVisible();
    await axe('member menu drawer', menu);
    await closeTop(menu);
  });

  await test.step('/deposit: account check, Deposit with a field error, Promotion', async () => {
    const check = new AccountCheckDialog(page);
    const deposit = new DepositPopup(page);
    const promotion = new PromotionPopup(page);
    await page.goto(sitePath(th, '/deposit'));
    await expect(check.confirmButton).toBeVisible();
    await axe('account check before a deposit', check.dialog);
    await check.confirmButton.click();
    await expect(deposit.amount).toBeVisible();
    await touchEmpty(deposit.amount);
    await axe('Deposit popup, amount required', deposit.dialog);
    await deposit.getPromotionButton.click();
    await expect(promotion.options.first()).toBeVisible();
    await axe('Promotion popup', promotion.dialog);
    await promotion.backButton.click();
    await closeTop(deposit.dialog);
  });

  await test.step('/withdraw', async () => {
    const withdraw = new WithdrawPopup(page);
    await page.goto(sitePath(th, '/withdraw'));
    await expect(withdraw.submitButton).toBeVisible();
    await axe('Withdraw popup', withdraw.dialog);
    await closeTop(withdraw.dialog);
  });

  await test.step('/history and every tab of the Information popup, with a request’s steps', async () => {
    await page.goto(sitePath(th, '/history'));
    await expect(info.tab(1)).toHaveAttribute('aria-selected', 'true');
    await expect(info.historyRows().first()).toBeVisible();
    await axe('Information popup: history tab', info.dialog);
    const detail = await info.openDetail(info.historyRows().first());
    await axe('history: a request’s steps', detail.dialog);
    await detail.close();
    for (const tab of [2, 4]) {
      await info.select(tab);
      await axe(`Information popup: ${m.info.tabs[tab]} tab`, info.dialog);
    }
  });

  // /referral is the same page as /affiliate (components/member/member-page.tsx opens the same tab):
  // one page load is enough for both.
  for (const [path, tab] of [
    ['/affiliate', 3],
    ['/u', 0],
  ] as const) {
    await test.step(`${path}: Information popup, ${m.info.tabs[tab]} tab`, async () => {
      await page.goto(sitePath(th, path));
      await expect(info.tab(tab)).toHaveAttribute('aria-selected', 'true');
      await expect(info.panel).not.toHaveAttribute('aria-busy', 'true');
      await expect(info.panel.getByText(m.info.loading, { exact: true })).toBeHidden();
      await axe(`${path}: Information popup, ${m.info.tabs[tab]} tab`, info.dialog);
    });
  }

  await test.step('a member page under its popup (every member route shows the same overview)', async () => {
    await info.close();
    await axe('/u');
  });

  await test.step('player protection: settings, a break’s confirmation, the statement', async () => {
    const protection = new ProtectionPopup(page);
    await protection.open();
    await expect(protection.dayLimit).toBeVisible();
    await axe('Responsible play popup', protection.dialog);
    await protection.breakButton('24 ชั่วโมง').click();
    const confirm = protection.dialog.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await axe('Responsible play popup: a break’s confirmation', protection.dialog);
    // back, not confirm: a break on the shared demo member would close deposits for every later journey
    await confirm.getByRole('button', { name: 'ย้อนกลับ', exact: true }).click();
    await closeTop(protection.dialog);

    const statement = new StatementPopup(page);
    await statement.open();
    await expect(statement.showButton).toBeVisible();
    await axe('Statement popup', statement.dialog);
    await closeTop(statement.dialog);
  });

  await test.step('/lobby/{game}: the game opens in its dialog', async () => {
    await page.goto(sitePath(th, '/lobby/lucky-tiger'));
    const game = lobby.gameDialog('เสือนำโชค');
    await expect(game.locator('iframe')).toBeVisible();
    await axe('/lobby/{game}: game dialog', game);
    await closeTop(game);
  });

  await test.step('a new member’s first deposit: the limits offer, the payment step, cancelling it', async () => {
    // a pending deposit of the member's own, not the shared demo member's
    await page.context().clearCookies();
    await registerMemberInBrowser(page, member());
    const check = new AccountCheckDialog(page);
    const deposit = new DepositPopup(page);
    const process = new DepositProcessPopup(page);
    await page.goto(sitePath(th, '/deposit'));
    await check.confirmButton.click();
    await expect(deposit.amount).toBeVisible();
    await axe('Deposit popup, first deposit', deposit.dialog);
    await deposit.deposit('100');
    await expect(process.countdown).toBeVisible();
    await expect(process.qr.or(process.copyAmountButton).first()).toBeVisible();
    await axe('deposit payment step (QR or bank account)', process.dialog);
    await process.cancelButton.click();
    await expect(process.keepButton).toBeVisible();
    await axe('deposit payment step: cancel confirmation', process.dialog);
    await process.dialog.getByRole('button', { name: 'ยืนยันยกเลิกรายการ', exact: true }).click();
    await expect(deposit.dialog).toBeVisible();
    await closeTop(deposit.dialog);
  });

  await test.step('the reality check, then the session-timeout warning and its end', async () => {
    // The BFF's answers say the reminder is due in 6 seconds, then that the sign-in ends in a minute;
    // the browser's timers are real, so nothing else on the page runs differently. One dialog at a
    // time: a modal opened over another makes the one below inert, out of axe's reach.
    const protection = '**/lobby/api/protection';
    await page.route(protection, (route) => realityCheckDue(route, 6_000));
    await gotoLobby();
    const reminder = page.getByRole('dialog', { name: protectionTh.realityDialog, exact: true });
    await expect(reminder).toBeVisible();
    await axe('reality check', reminder);
    // the real settings again (no reminder), so it does not come back over the warning
    await page.unroute(protection);
    await reminder.getByRole('button', { name: protectionTh.continue, exact: true }).click();
    await expect(reminder).toBeHidden();

    let remainingMs: number | null = 60_000;
    await page.route('**/lobby/api/session', (route) => route.fulfill({ json: { remainingMs } }));
    // the warning asks for the deadline again whenever the tab is shown
    const shown = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await shown();
    const warning = page.getByRole('dialog', { name: 'ใกล้หมดเวลาเข้าสู่ระบบ', exact: true });
    await expect(warning.getByRole('timer')).toBeVisible();
    await axe('session-timeout warning', warning);
    // signed out meanwhile: the next read ends it
    remainingMs = null;
    await shown();
    await expect(warning.getByRole('alert')).toBeVisible();
    await axe('session-timeout warning: ended', warning);
  });

  await testInfo.attach('axe-covered', { body: covered.join('\n'), contentType: 'text/plain' });
});

/** An empty field focused and left: its "required" error shows (react-hook-form's onTouched mode). */
async function touchEmpty(field: Locator): Promise<void> {
  await field.focus();
  await field.blur();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** The protection read with a 15-minute reminder whose next one is `inMs` away (components/protection/reality-check.tsx). */
async function realityCheckDue(route: Route, inMs: number): Promise<void> {
  if (route.request().method() !== 'GET') return route.fallback();
  const response = await route.fetch();
  const view = (await response.json()) as { realityCheckMinutes: number; session: { playedSeconds: number } };
  view.realityCheckMinutes = 15;
  view.session.playedSeconds = 15 * 60 - inMs / 1000;
  await route.fulfill({ response, json: view });
}
