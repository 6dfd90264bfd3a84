import type { Locator, Page } from '@playwright/test';

/** A member page such as /deposit: its title and the member's figures in the main card. */
export class MemberPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  heading(title: string): Locator {
    return this.main.getByRole('heading', { level: 1, name: title, exact: true });
  }

  /** A figure such as the credit '1,250.00', exactly as the member reads it in the page body. */
  figure(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}
