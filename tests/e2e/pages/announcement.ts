import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteLocale } from '../support/site-locales';

/** The site-wide announcement of spec §2: a modal titled 'ประกาศ' (active=1) or a fixed banner (active=2). */
export class Announcement {
  readonly modal: Locator;
  /** The footer button; the header's × has the same name ('ปิด'). */
  readonly closeButton: Locator;
  readonly closeIcon: Locator;
  readonly banner: Locator;

  constructor(
    readonly page: Page,
    locale: Pick<SiteLocale, 'announcement'>,
  ) {
    this.modal = page.getByRole('dialog', { name: locale.announcement.title, exact: true });
    const close = this.modal.getByRole('button', { name: locale.announcement.close, exact: true });
    this.closeIcon = close.first();
    this.closeButton = close.last();
    this.banner = page.getByRole('region', { name: locale.announcement.title, exact: true });
  }

  /** Waits for the modal the seeded announcement opens on every full page load, and closes it. */
  async close(): Promise<void> {
    await expect(this.modal).toBeVisible();
    await this.closeButton.click();
    await expect(this.modal).toBeHidden();
  }
}
