import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';

/*
 * What every public, indexable page must show a search engine and a person (spec §2): one h1,
 * the right language, a canonical URL and hreflang links, no console errors, and no serious
 * or critical accessibility violation.
 */
export class PublicPage {
  readonly h1: Locator;
  readonly canonical: Locator;
  readonly hreflang: Locator;
  private readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    this.h1 = page.locator('h1');
    this.canonical = page.locator('head link[rel="canonical"]');
    this.hreflang = page.locator('head link[rel="alternate"][hreflang]');
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.consoleErrors.push(msg.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(error.message));
  }

  async goto(path: string): Promise<Response | null> {
    const response = await this.page.goto(path);
    await this.page.waitForLoadState('networkidle');
    return response;
  }

  /** hreflang code → absolute href. */
  async alternates(): Promise<Record<string, string>> {
    const links = await this.hreflang.evaluateAll((els) =>
      els.map((el) => [el.getAttribute('hreflang') ?? '', el.getAttribute('href') ?? ''] as const),
    );
    return Object.fromEntries(links);
  }

  errors(): string[] {
    return [...this.consoleErrors];
  }

  /** Serious or critical axe-core violations of the WCAG 2.1 A/AA rules (support/axe.ts). */
  seriousA11yViolations(): Promise<string[]> {
    return seriousA11yViolations(this.page);
  }
}

/** The trial-play page: the catalogue, each game's Play tile and the game frame. */
export class TrialPage {
  readonly games: Locator;

  constructor(readonly page: Page) {
    this.games = page.locator('.game-grid > li');
  }

  playButton(gameName: string, playLabel: (name: string) => string): Locator {
    return this.page.getByRole('button', { name: playLabel(gameName), exact: true });
  }

  gameDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  gameFrame(): Locator {
    return this.gameDialog().locator('iframe');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.games.first()).toBeVisible();
  }
}
