import { expect, type Locator, type Page } from '@playwright/test';
import { oneOf } from '../support/names';
import type { RegisterMode, SiteLocale } from '../support/site-locales';

const modes: readonly RegisterMode[] = ['Register', 'RegisterSetpassword', 'RegisterBank', 'RegisterFinal'];

export interface NewMember {
  phone: string;
  password: string;
  bank: string;
  accountNumber: string;
  accountName: string;
}

/**
 * The three registration steps and the final one (spec §2, §4), wherever they run: in the
 * Register popup or on the /register page. Everything is looked up inside `root`.
 */
export class RegisterFlow {
  readonly progress: Locator;
  readonly currentStep: Locator;
  readonly alert: Locator;
  readonly phone: Locator;
  readonly otp: Locator;
  /** Legal age and the policies, required on step 1 (docs/player-protection.md). */
  readonly ageBox: Locator;
  readonly nextButton: Locator;
  readonly cancelButton: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly showPasswordButtons: Locator;
  readonly banks: Locator;
  readonly accountNumber: Locator;
  readonly accountName: Locator;
  readonly line: Locator;
  readonly submitBankButton: Locator;
  readonly confirmButton: Locator;
  readonly depositNowButton: Locator;

  constructor(
    readonly page: Page,
    readonly locale: SiteLocale,
    readonly root: Locator,
  ) {
    const r = locale.register;
    const rules = locale.passwordRules;
    this.progress = root.getByRole('list', { name: r.stepsLabel, exact: true });
    this.currentStep = this.progress.locator('[aria-current="step"]');
    this.alert = root.getByRole('alert');
    this.phone = root.getByLabel(r.phone, { exact: true });
    this.otp = root.getByLabel(r.otp, { exact: true });
    this.ageBox = root.getByRole('checkbox', { name: r.ageTerms, exact: true });
    this.nextButton = root.getByRole('button', { name: r.next, exact: true });
    this.cancelButton = root.getByRole('button', { name: r.cancel, exact: true });
    this.password = root.getByLabel(rules.password, { exact: true });
    this.confirmPassword = root.getByLabel(rules.confirm, { exact: true });
    this.showPasswordButtons = root.getByRole('button', { name: rules.show, exact: true });
    this.banks = root.getByRole('group', { name: r.chooseBank, exact: true }).getByRole('radio');
    this.accountNumber = root.getByLabel(r.accountNumber, { exact: true });
    this.accountName = root.getByLabel(r.accountName, { exact: true });
    this.line = root.getByLabel(r.line, { exact: true });
    this.submitBankButton = root.getByRole('button', { name: r.submitBank, exact: true });
    this.confirmButton = root.getByRole('button', { name: r.confirm, exact: true });
    this.depositNowButton = root.getByRole('button', { name: r.depositNow, exact: true });
  }

  /** The Register popup: one <dialog> kept open from step to step, its title following the step. */
  static popup(page: Page, locale: SiteLocale): RegisterFlow {
    return new RegisterFlow(
      page,
      locale,
      page.getByRole('dialog', { name: oneOf(modes.map((m) => locale.popups[m])) }),
    );
  }

  /** The /register page, which runs the same steps in its main column. */
  static page(page: Page, locale: SiteLocale): RegisterFlow {
    return new RegisterFlow(page, locale, page.getByRole('main'));
  }

  /** The popup as titled for one step: what a person reads at the top of it. */
  titled(mode: RegisterMode): Locator {
    return this.page.getByRole('dialog', { name: this.locale.popups[mode], exact: true });
  }

  bank(shortName: string): Locator {
    return this.root.getByRole('radio', { name: shortName, exact: true });
  }

  /** The chosen bank's Thai name, shown under the logos next to a small logo (whose SVG text 'SCB' shares the line). */
  chosenBank(thaiName: string): Locator {
    return this.root.getByRole('paragraph').filter({ hasText: thaiName });
  }

  /** Body text exactly as shown; not the popup's own title, which may read the same. */
  text(text: string): Locator {
    return this.root.getByText(text, { exact: true }).and(this.root.locator(':not(h1, h2)'));
  }

  async expectStep(step: keyof SiteLocale['register']['steps']): Promise<void> {
    await expect(this.currentStep).toHaveText(new RegExp(`${this.locale.register.steps[step]}$`));
  }

  /** Step 1 as a player completes it: the phone, then the legal-age and policies box. */
  async enterPhone(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await this.ageBox.check();
    await expect(this.nextButton).toBeEnabled();
    await this.nextButton.click();
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmPassword.fill(confirmation);
    await expect(this.nextButton).toBeEnabled();
    await this.nextButton.click();
  }

  /** Taps the bank's logo, as a player does: the radio itself is visually hidden under it. */
  async chooseBank(shortName: string): Promise<void> {
    const radio = this.bank(shortName);
    // `has` is looked up inside each label, so it starts from the page, not from root.
    await this.root
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: shortName, exact: true }) })
      .click();
    await expect(radio).toBeChecked();
  }

  async fillBankAccount(member: Pick<NewMember, 'accountNumber' | 'accountName'>): Promise<void> {
    await this.accountNumber.fill(member.accountNumber);
    await this.accountName.fill(member.accountName);
  }

  async submitBank(): Promise<void> {
    await expect(this.submitBankButton).toBeEnabled();
    await this.submitBankButton.click();
  }
}
