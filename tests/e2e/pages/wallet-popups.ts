import { expect, type Locator, type Page } from '@playwright/test';
import { memberTh, type MemberTexts } from '../support/member-texts';

/*
 * The money popups of spec §2 and §4, each a modal <dialog> named by its title: the account
 * check before a deposit, Deposit, Promotion, DepositProcess, Withdraw, WithdrawProcess, and the
 * message dialog that tells how a request ended.
 */

/** 'mm:ss' as the countdowns show it. */
export const COUNTDOWN = /^\d{2}:\d{2}$/;

export function countdownSeconds(text: string): number {
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
}

export class AccountCheckDialog {
  readonly dialog: Locator;
  readonly confirmButton: Locator;
  readonly cancelButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.popups.accountCheck, exact: true });
    this.confirmButton = this.dialog.getByRole('button', {
      name: texts.wallet.accountCheckConfirm,
      exact: true,
    });
    this.cancelButton = this.dialog.getByRole('button', { name: texts.wallet.cancel, exact: true });
  }

  text(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }
}

export class DepositPopup {
  readonly dialog: Locator;
  readonly getPromotionButton: Locator;
  readonly changePromotionButton: Locator;
  readonly cancelPromotionButton: Locator;
  readonly amount: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;
  /** The chosen promotion's card: name and terms. */
  readonly promotionCard: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    const w = texts.wallet;
    this.dialog = page.getByRole('dialog', { name: texts.popups.deposit, exact: true });
    this.getPromotionButton = this.dialog.getByRole('button', { name: w.getPromotion, exact: true });
    this.changePromotionButton = this.dialog.getByRole('button', { name: w.changePromotion, exact: true });
    this.cancelPromotionButton = this.dialog.getByRole('button', { name: w.cancelPromotion, exact: true });
    this.amount = this.dialog.getByLabel(w.depositAmount, { exact: true });
    this.submitButton = this.dialog.getByRole('button', { name: w.submitDeposit, exact: true });
    this.cancelButton = this.dialog.getByRole('button', { name: w.cancel, exact: true });
    this.promotionCard = this.dialog.locator('.promotion-card');
  }

  balance(credit: string): Locator {
    return this.dialog.getByText(this.texts.wallet.balance(credit), { exact: true });
  }

  /** One line of the promotion's terms, e.g. term('โบนัส') → '50% สูงสุด 500.00 บาท'. */
  term(label: string): Locator {
    // `has` is looked up inside each row, so it starts from the page, not from the card.
    return this.promotionCard
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  }

  async deposit(amount: string): Promise<void> {
    await this.amount.fill(amount);
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
  }

  /** One of the quick amounts under the field ('100', '300', '500', '1,000'). */
  quickAmount(label: string): Locator {
    return this.dialog
      .getByRole('group', { name: this.texts.wallet.quickAmounts, exact: true })
      .getByRole('button', { name: label, exact: true });
  }
}

export class PromotionPopup {
  readonly dialog: Locator;
  readonly options: Locator;
  readonly backButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.popups.promotion, exact: true });
    this.options = this.dialog.getByRole('listitem').getByRole('button');
    this.backButton = this.dialog.getByRole('button', { name: texts.wallet.back, exact: true });
  }

  /** A promotion's button; its name is the promotion's name followed by its terms. */
  option(name: string): Locator {
    return this.dialog.getByRole('button', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
  }
}

export class DepositProcessPopup {
  readonly dialog: Locator;
  readonly countdown: Locator;
  readonly qr: Locator;
  readonly scanOnce: Locator;
  readonly cancelButton: Locator;
  readonly okButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    const w = texts.wallet;
    this.dialog = page.getByRole('dialog', { name: texts.popups.depositProcess, exact: true });
    this.countdown = this.dialog.getByRole('timer', { name: w.timeLeft, exact: true });
    this.qr = this.dialog.getByRole('img', { name: w.qrAlt, exact: true });
    this.scanOnce = this.dialog.getByRole('note').filter({ hasText: w.scanOnce });
    this.cancelButton = this.dialog.getByRole('button', { name: w.cancelRequest, exact: true });
    this.okButton = this.dialog.getByRole('button', { name: w.ok, exact: true });
  }

  amountToPay(amount: string): Locator {
    return this.dialog.getByText(this.texts.wallet.amountToPay(amount), { exact: true });
  }

  get saveQrButton(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.wallet.saveQr, exact: true });
  }

  get copyPromptPayButton(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.wallet.copyPromptPay, exact: true });
  }

  get copyAmountButton(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.wallet.copyAmount, exact: true });
  }

  /** The member's own account, captioned as the one to pay from. */
  get ownAccount(): Locator {
    return this.dialog.getByRole('group', { name: this.texts.wallet.payFromOnly, exact: true });
  }

  get keepButton(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.wallet.keepRequest, exact: true });
  }
}

export class WithdrawPopup {
  readonly dialog: Locator;
  readonly amount: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;
  readonly bankCard: Locator;
  /** Unmet turnover, said before an amount is typed: done / required with a bar and what is left. */
  readonly turnoverNotice: Locator;
  readonly turnoverBar: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    const w = texts.wallet;
    this.dialog = page.getByRole('dialog', { name: texts.popups.withdraw, exact: true });
    this.turnoverNotice = this.dialog.getByRole('status').filter({ has: page.getByRole('progressbar') });
    this.turnoverBar = this.dialog.getByRole('progressbar');
    this.amount = this.dialog.getByLabel(w.withdrawAmount, { exact: true });
    this.submitButton = this.dialog.getByRole('button', { name: w.submitWithdraw, exact: true });
    this.cancelButton = this.dialog.getByRole('button', { name: w.cancel, exact: true });
    this.bankCard = this.dialog.locator('.bank-card');
  }

  balance(credit: string): Locator {
    return this.dialog.getByText(this.texts.wallet.balance(credit), { exact: true });
  }

  /**
   * Unmet turnover is said before an amount is typed (the promotion, done / required on a bar, the baht
   * left), as a warning: the form stays open and the upstream decides (spec §5).
   */
  async expectTurnoverWarning(promotion: string, doneSatang: number, requiredSatang: number): Promise<void> {
    const w = this.texts.withdraw;
    const baht = (satang: number) =>
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        satang / 100,
      );
    await expect(this.dialog).toBeVisible();
    await expect(this.turnoverNotice).toContainText(w.turnoverBlocked(promotion));
    await expect(this.turnoverBar).toHaveAttribute(
      'aria-valuetext',
      w.turnoverOf(baht(doneSatang), baht(requiredSatang)),
    );
    await expect(this.turnoverNotice).toContainText(w.turnoverLeft(baht(requiredSatang - doneSatang)));
    await expect(this.amount).toBeEnabled();
  }

  /** The red alert that lists the server's refusals (spec §8). */
  alert(text: string): Locator {
    return this.dialog.getByRole('alert').filter({ hasText: text });
  }

  async withdraw(amount: string): Promise<void> {
    await this.amount.fill(amount);
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
  }
}

export class WithdrawProcessPopup {
  readonly dialog: Locator;
  /** How long ago the request was made: the popup promises 10-15 minutes and counts no other clock. */
  readonly elapsed: Locator;
  readonly okButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.popups.withdrawProcess, exact: true });
    this.elapsed = this.dialog.getByRole('timer');
    this.okButton = this.dialog.getByRole('button', { name: texts.wallet.ok, exact: true });
  }

  text(text: string | RegExp): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  waiting(amount: string): Locator {
    return this.dialog.getByText(this.texts.wallet.withdrawWaiting(amount), { exact: true });
  }
}

/** The site's one message dialog (components/ui/toaster.tsx), titled by its kind: 'สำเร็จ', 'แจ้งเตือน'… */
export class MessageDialog {
  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {}

  of(kind: keyof MemberTexts['dialogTitles']): Locator {
    return this.page.getByRole('dialog', { name: this.texts.dialogTitles[kind], exact: true });
  }

  /** Reads the message, then closes the dialog with its OK button, as a player would. */
  async expectAndClose(kind: keyof MemberTexts['dialogTitles'], message: string | RegExp): Promise<void> {
    const dialog = this.of(kind);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p')).toHaveText(message);
    await dialog.getByRole('button', { name: this.texts.ok, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
