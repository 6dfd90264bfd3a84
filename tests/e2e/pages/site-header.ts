import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import type { SiteLocale } from '../support/site-locales';

/*
 * The top of every page: the header (register/login buttons for guests, the language switch) and,
 * for a member, the member bar just under it with the phone, credit and logout (spec §2). The
 * member bar has no landmark of its own; pages/member-bar.ts drives its money buttons.
 */
export class SiteHeader {
  readonly root: Locator;
  /** Guests: these open the Register and Login popups (spec §2), they are not links. */
  readonly registerButton: Locator;
  readonly loginButton: Locator;
  readonly memberBar: Locator;
  /** On a phone the member's buttons, logout included, are in the drawer this opens. */
  readonly memberMenuToggle: Locator;
  readonly logoutButton: Locator;
  readonly languageSwitch: Locator;

  constructor(
    readonly page: Page,
    readonly locale: SiteLocale,
  ) {
    this.root = page.getByRole('banner');
    this.registerButton = this.root.getByRole('button', { name: locale.header.register, exact: true });
    this.loginButton = this.root.getByRole('button', { name: locale.header.login, exact: true });
    this.memberBar = page.locator('.member-bar');
    this.memberMenuToggle = this.root.getByRole('button', { name: locale.header.memberMenu, exact: true });
    // in the bar where the screen shows its buttons, else in the open drawer
    this.logoutButton = this.memberBar
      .locator('#member-bar-menu')
      .filter({ visible: true })
      .or(page.locator('dialog.drawer[open]'))
      .getByRole('button', { name: locale.header.logout, exact: true });
    this.languageSwitch = this.root.getByRole('list', { name: locale.languageList, exact: true });
  }

  /** The member's phone, exactly as the member bar shows it. */
  /** The member bar's phone, masked as it first shows ('081•••5678'). */
  memberPhone(phone: string): Locator {
    return this.memberBar.getByText(`${phone.slice(0, 3)}•••${phone.slice(-4)}`, { exact: true });
  }

  /** The member bar's credit, e.g. 'เครดิต 0.00'. */
  memberCredit(amount: string): Locator {
    return this.memberBar.getByText(`${this.locale.header.credit} ${amount}`, { exact: true });
  }

  async openRegister(): Promise<void> {
    await waitForHydration(this.registerButton);
    await this.registerButton.click();
  }

  async openLogin(): Promise<void> {
    await waitForHydration(this.loginButton);
    await this.loginButton.click();
  }

  /** Shows the member's buttons: in the bar on a wide screen, in the header's drawer on a phone. */
  async openMemberMenu(): Promise<void> {
    await expect(this.memberBar).toBeVisible();
    // Member routes open their popup over the page (e.g. /deposit's account check): close it first, as a person would.
    const page = this.memberBar.page();
    const open = page.locator('dialog[open]');
    if ((await open.count()) === 0)
      await open
        .first()
        .waitFor({ state: 'attached', timeout: 1500 })
        .catch(() => undefined);
    for (let i = 0; i < 3 && (await open.count()) > 0; i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
    }
    if (!(await this.memberBar.locator('#member-bar-menu').isVisible())) {
      await waitForHydration(this.memberMenuToggle);
      if ((await this.memberMenuToggle.getAttribute('aria-expanded')) !== 'true')
        await this.memberMenuToggle.click();
    }
    await expect(this.logoutButton).toBeVisible();
  }

  /** What a signed-in member sees at the top: their phone, their credit and a way to log out. */
  async expectSignedIn(phone: string, credit?: string): Promise<void> {
    await expect(this.memberPhone(phone)).toBeVisible();
    if (credit !== undefined) await expect(this.memberCredit(credit)).toBeVisible();
    await expect(this.registerButton).toHaveCount(0);
    await expect(this.loginButton).toHaveCount(0);
    await this.openMemberMenu();
  }

  async logout(): Promise<void> {
    await this.openMemberMenu();
    await waitForHydration(this.logoutButton);
    await this.logoutButton.click();
  }

  /** Picks a language by its own name ('English', 'ไทย'), as the switch shows it. */
  async switchLanguage(languageName: string): Promise<void> {
    const page = this.memberBar.page();
    let link = this.languageSwitch.getByRole('link', { name: languageName, exact: true });
    // On a phone the header keeps the switch in the menu drawer (spec §2 drawer items).
    if (!(await link.isVisible())) {
      const menu = page.locator('.menu-toggle');
      await waitForHydration(menu);
      await menu.click();
      link = page.locator('dialog[open]').getByRole('link', { name: languageName, exact: true });
    }
    await waitForHydration(link);
    await link.click();
  }
}
