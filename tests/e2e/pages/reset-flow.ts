import { expect, type Locator, type Page } from '@playwright/test';
import { oneOf } from '../support/names';
import type { ResetMode, SiteLocale } from '../support/site-locales';

const modes: readonly ResetMode[] = ['Forgetpassword', 'otpPassword', 'otpNewpassword', 'otpComplete'];

/**
 * Password reset (spec §4): Forgetpassword → otpPassword → otpNewpassword → otpComplete, in the
 * popup opened from Login or on the /forgetpassword page. Everything is looked up inside `root`.
 */
export class ResetFlow {
  readonly alert: Locator;
  readonly phone: Locator;
  readonly sendOtpButton: Locator;
  readonly otp: Locator;
  readonly confirmOtpButton: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly savePasswordButton: Locator;
  readonly cancelButton: Locator;
  readonly toLoginButton: Locator;

  constructor(
    readonly page: Page,
    readonly locale: SiteLocale,
    readonly root: Locator,
  ) {
    const r = locale.reset;
    this.alert = root.getByRole('alert');
    this.phone = root.getByLabel(r.phone, { exact: true });
    this.sendOtpButton = root.getByRole('button', { name: r.sendOtp, exact: true });
    this.otp = root.getByLabel(r.otp, { exact: true });
    this.confirmOtpButton = root.getByRole('button', { name: r.confirmOtp, exact: true });
    this.password = root.getByLabel(locale.passwordRules.password, { exact: true });
    this.confirmPassword = root.getByLabel(locale.passwordRules.confirm, { exact: true });
    this.savePasswordButton = root.getByRole('button', { name: r.savePassword, exact: true });
    this.cancelButton = root.getByRole('button', { name: locale.register.cancel, exact: true });
    this.toLoginButton = root.getByRole('button', { name: r.toLogin, exact: true });
  }

  static popup(page: Page, locale: SiteLocale): ResetFlow {
    return new ResetFlow(
      page,
      locale,
      page.getByRole('dialog', { name: oneOf(modes.map((m) => locale.popups[m])) }),
    );
  }

  static page(page: Page, locale: SiteLocale): ResetFlow {
    return new ResetFlow(page, locale, page.getByRole('main'));
  }

  titled(mode: ResetMode): Locator {
    return this.page.getByRole('dialog', { name: this.locale.popups[mode], exact: true });
  }

  /** Body text exactly as shown; not the popup's own title, which may read the same. */
  text(text: string): Locator {
    return this.root.getByText(text, { exact: true }).and(this.root.locator(':not(h1, h2)'));
  }

  async requestOtp(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await expect(this.sendOtpButton).toBeEnabled();
    await this.sendOtpButton.click();
  }

  async enterOtp(code: string): Promise<void> {
    await this.otp.fill(code);
    await expect(this.confirmOtpButton).toBeEnabled();
    await this.confirmOtpButton.click();
  }

  async fillPasswords(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmPassword.fill(confirmation);
  }

  async savePassword(password: string): Promise<void> {
    await this.fillPasswords(password);
    await expect(this.savePasswordButton).toBeEnabled();
    await this.savePasswordButton.click();
  }
}
