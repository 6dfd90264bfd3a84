import { expect, type Locator, type Page } from '@playwright/test';
import { memberTh, type MemberTexts } from '../support/member-texts';

/**
 * The Information popup (spec §2): five tabs (info, deposit/withdraw history, activities, friend
 * referral, news) over one panel, and the contact, logout and close buttons underneath.
 */
export class InformationPopup {
  readonly dialog: Locator;
  readonly tabList: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;
  readonly closeButton: Locator;
  readonly historyTable: Locator;
  /** The contact, logout and close buttons under the panel. */
  readonly footer: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.popups.information, exact: true });
    this.tabList = this.dialog.getByRole('tablist', { name: texts.info.tabList, exact: true });
    this.tabs = this.tabList.getByRole('tab');
    this.panel = this.dialog.getByRole('tabpanel');
    // The footer's 'ปิด'; the header's × has the same name.
    this.closeButton = this.dialog.getByRole('button', { name: texts.close, exact: true }).last();
    this.historyTable = this.panel.getByRole('table', { name: texts.history.caption, exact: true });
    this.footer = this.dialog
      .getByRole('link', { name: texts.info.contact, exact: true })
      .locator('xpath=..');
  }

  tab(index: number): Locator {
    return this.tabList.getByRole('tab', { name: this.texts.info.tabs[index], exact: true });
  }

  /** Opens tab `index` (0 info … 4 news) and waits until its content replaced the loading flag. */
  async select(index: number): Promise<void> {
    await this.tab(index).click();
    await expect(this.tab(index)).toHaveAttribute('aria-selected', 'true');
    await expect(this.panel).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.panel.getByText(this.texts.info.loading, { exact: true })).toBeHidden();
  }

  /** History rows as the member reads them: [type, amount, bonus, status, date, details]. */
  historyRows(): Locator {
    return this.historyTable.locator('tbody').getByRole('row');
  }

  /** The history detail of one row: its steps, each with its time. */
  async openDetail(row: Locator): Promise<RequestDetailDialog> {
    await row.getByRole('button', { name: new RegExp(`^${this.texts.history.showDetail}`) }).click();
    const detail = new RequestDetailDialog(this.page, this.texts);
    await expect(detail.dialog).toBeVisible();
    return detail;
  }

  /**
   * How many px of the tab's content lie under the footer's buttons (0 when none). The content,
   * not the panel's own box: a panel squeezed smaller than its content lets it spill downwards.
   */
  async footerOverlap(): Promise<number> {
    const footerTop = (await this.footer.boundingBox())?.y;
    if (footerTop === undefined) return 0;
    const contentBottom = await this.panel.evaluate((panel) =>
      Math.max(
        panel.getBoundingClientRect().bottom,
        ...[...panel.querySelectorAll('*')].map((el) => el.getBoundingClientRect().bottom),
      ),
    );
    return Math.max(0, Math.round(contentBottom - footerTop));
  }

  async close(): Promise<void> {
    await this.closeButton.click();
    await expect(this.dialog).toBeHidden();
  }
}

/** A request's steps from the history (components/info/request-detail.tsx), a dialog over the popup. */
export class RequestDetailDialog {
  readonly dialog: Locator;
  readonly steps: Locator;
  readonly closeButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.history.detailTitle, exact: true });
    this.steps = this.dialog
      .getByRole('list', { name: texts.history.detailTitle, exact: true })
      .getByRole('listitem');
    this.closeButton = this.dialog.getByRole('button', { name: texts.close, exact: true }).last();
  }

  async close(): Promise<void> {
    await this.closeButton.click();
    await expect(this.dialog).toBeHidden();
  }
}
