import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteLocale } from '../support/site-locales';

/** The Login popup (spec §2): phone, password with show/hide, submit, cancel, forgot password. */
export class LoginPopup {
  readonly dialog: Locator;
  readonly phone: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;
  readonly forgotButton: Locator;

  constructor(
    readonly page: Page,
    readonly locale: SiteLocale,
  ) {
    this.dialog = page.getByRole('dialog', { name: locale.popups.Login, exact: true });
    this.phone = this.dialog.getByLabel(locale.login.phone, { exact: true });
    this.password = this.dialog.getByLabel(locale.login.password, { exact: true });
    this.submitButton = this.dialog.getByRole('button', { name: locale.login.submit, exact: true });
    this.cancelButton = this.dialog.getByRole('button', { name: locale.loginPopup.cancel, exact: true });
    this.forgotButton = this.dialog.getByRole('button', { name: locale.loginPopup.forgot, exact: true });
  }

  /** The red alert inside the popup (error toasts, also role=alert, live outside it). */
  alert(text: string): Locator {
    return this.dialog.getByRole('alert').filter({ hasText: text });
  }

  async login(phone: string, password: string): Promise<void> {
    await this.phone.fill(phone);
    await this.password.fill(password);
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
  }
}
