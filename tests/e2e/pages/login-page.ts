import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { sitePath, type SiteLocale } from '../support/site-locales';

/** The login page (spec §2 /login), found the way a person finds it: by labels and button names. */
export class LoginPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly phone: Locator;
  readonly password: Locator;
  readonly showPasswordButton: Locator;
  readonly hidePasswordButton: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    readonly locale: SiteLocale,
  ) {
    const { login } = locale;
    this.heading = page.getByRole('heading', { level: 1, name: login.title, exact: true });
    this.form = page.getByRole('main').locator('form');
    // Inside the form: the header and the mobile bar also have a 'เข้าสู่ระบบ' button (for the popup).
    // exact: the show/hide button's name ('แสดงรหัสผ่าน', 'Show password') contains the field's label.
    this.phone = this.form.getByLabel(login.phone, { exact: true });
    this.password = this.form.getByLabel(login.password, { exact: true });
    this.showPasswordButton = this.form.getByRole('button', { name: login.showPassword, exact: true });
    this.hidePasswordButton = this.form.getByRole('button', { name: login.hidePassword, exact: true });
    this.submitButton = this.form.getByRole('button', { name: login.submit, exact: true });
  }

  /** The login page itself, optionally with a return path. */
  async goto(next?: string): Promise<void> {
    const query = next ? `?${new URLSearchParams({ next })}` : '';
    await this.page.goto(`${sitePath(this.locale, '/login')}${query}`);
    await this.expectReady();
  }

  /** For when a redirect brought us here rather than goto(). */
  async expectReady(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await waitForHydration(this.form);
  }

  /** The form's red alert of spec §8 with this text (error notifications are alerts too, outside the form). */
  alert(text: string): Locator {
    return this.form.getByRole('alert').filter({ hasText: text });
  }

  /** An error notification with this text: an alert with its own close button, unlike the form's. */
  notification(text: string): Locator {
    const close = this.page.getByRole('button', { name: this.locale.closeNotification, exact: true });
    return this.page.getByRole('alert').filter({ hasText: text }).filter({ has: close });
  }

  async fill(phone: string, password: string): Promise<void> {
    await this.phone.fill(phone);
    await this.password.fill(password);
  }

  async submit(): Promise<void> {
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
  }

  async login(phone: string, password: string): Promise<void> {
    await this.fill(phone, password);
    await this.submit();
  }
}
