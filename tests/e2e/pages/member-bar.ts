import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { memberTh, type MemberTexts } from '../support/member-texts';

/**
 * The member menu bar under the header (spec §2): phone, credit with its refresh icon and, on a wide
 * screen, the member's buttons. A phone keeps those in the one member menu, the header's drawer
 * ('เมนู'), which a wide screen has too.
 */
export class MemberBar {
  /** The bar has no landmark of its own: it is the block with the phone and the credit. */
  readonly root: Locator;
  readonly menuToggle: Locator;
  readonly menu: Locator;
  readonly credit: Locator;
  readonly refreshButton: Locator;
  readonly checkingButton: Locator;
  readonly accountButton: Locator;
  readonly depositButton: Locator;
  readonly withdrawButton: Locator;
  readonly logoutButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.root = page.locator('.member-bar');
    const bar = texts.bar;
    this.menuToggle = page.getByRole('banner').getByRole('button', { name: bar.menu, exact: true });
    // the bar's own buttons where the screen shows them, else the open drawer
    this.menu = this.root
      .locator('#member-bar-menu')
      .filter({ visible: true })
      .or(page.locator('dialog.drawer[open]'));
    // The figure next to 'เครดิต', e.g. '1,250.00'.
    this.credit = this.root.locator('.member-bar-credit strong');
    this.refreshButton = this.root.getByRole('button', { name: bar.refresh, exact: true });
    this.checkingButton = this.root.getByRole('button', { name: bar.checking, exact: true });
    // the drawer names the same Information tab 'personal info' (spec §2 drawer items)
    this.accountButton = this.menu.getByRole('button', {
      name: new RegExp(`^(${bar.account}|${bar.personalInfo})$`),
    });
    this.depositButton = this.menu.getByRole('button', { name: bar.deposit, exact: true });
    this.withdrawButton = this.menu.getByRole('button', { name: bar.withdraw, exact: true });
    this.logoutButton = this.menu.getByRole('button', { name: bar.logout, exact: true });
  }

  /** The phone as the bar first shows it, masked ('081•••5678'); a tap shows it whole. */
  maskedPhone(phone: string): Locator {
    return this.root.getByRole('button', { name: `${phone.slice(0, 3)}•••${phone.slice(-4)}`, exact: true });
  }

  phone(phone: string): Locator {
    return this.root.getByRole('button', { name: phone, exact: true });
  }

  async expectReady(): Promise<void> {
    await expect(this.root).toBeVisible();
    await waitForHydration(this.refreshButton);
  }

  /** On a phone the buttons sit in the header's drawer ('เมนู'); on a wide screen the bar shows them. */
  async openMenu(): Promise<void> {
    if (!(await this.root.locator('#member-bar-menu').isVisible())) {
      await waitForHydration(this.menuToggle);
      if ((await this.menuToggle.getAttribute('aria-expanded')) !== 'true') await this.menuToggle.click();
      await expect(this.menuToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(this.depositButton).toBeVisible();
  }

  async openDeposit(): Promise<void> {
    await this.openMenu();
    await this.depositButton.click();
  }

  async openWithdraw(): Promise<void> {
    await this.openMenu();
    await this.withdrawButton.click();
  }

  async openAccount(): Promise<void> {
    await this.openMenu();
    await this.accountButton.click();
  }
}
