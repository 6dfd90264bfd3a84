import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { memberTh, type MemberTexts } from '../support/member-texts';
import { sitePath } from '../support/site-locales';

/**
 * The member game lobby (/lobby/lobby: route /lobby under the /lobby base path) and the game it
 * opens in a dialog with an embedded frame (spec §4). The demo provider's slot page runs inside.
 */
export class GameLobby {
  readonly heading: Locator;
  readonly games: Locator;

  constructor(
    readonly page: Page,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: texts.lobby.title, exact: true });
    this.games = page.getByRole('list', { name: 'รายชื่อเกม', exact: true }).getByRole('button');
  }

  /**
   * Opens the lobby and waits until it has settled: a tile only launches once the member's profile
   * is in, and the announcement modal (closed by the fixture) arrives after its own fetch.
   */
  async goto(): Promise<void> {
    await this.page.goto(sitePath({ prefix: '' }, '/lobby'));
    await expect(this.heading).toBeVisible();
    await waitForHydration(this.games.first());
    await this.page.waitForLoadState('networkidle');
  }

  playButton(gameName: string): Locator {
    return this.page.getByRole('button', { name: this.texts.lobby.play(gameName), exact: true });
  }

  /** The game's dialog, titled with its name. */
  gameDialog(gameName: string): Locator {
    return this.page.getByRole('dialog', { name: gameName, exact: true });
  }

  gameFrame(gameName: string): FrameLocator {
    return this.gameDialog(gameName).frameLocator('iframe');
  }
}

/** The demo provider's slot page inside the frame (casino-api/demo-game/page.ts). */
export class DemoSlot {
  readonly spinButton: Locator;
  readonly balance: Locator;
  readonly message: Locator;

  constructor(
    readonly frame: FrameLocator,
    readonly texts: MemberTexts = memberTh,
  ) {
    this.spinButton = frame.getByRole('button', { name: texts.slot.spin, exact: true });
    this.balance = frame.locator('#balance');
    this.message = frame.getByRole('status');
  }

  /** One spin at the smallest bet; resolves with the balance the game shows afterwards. */
  async spinOnce(): Promise<string> {
    await expect(this.spinButton).toBeEnabled();
    await this.spinButton.click();
    // stake, payback and net (casino-api/demo-game/page.ts): 'เดิมพัน 1.00 · ได้คืน 0.50 · เสีย 0.50 บาท'
    await expect(this.message).toHaveText(/^เดิมพัน \d+\.\d{2} · (ไม่ถูกรางวัล|ได้(คืน)? \d+\.\d{2}) · /);
    await expect(this.spinButton).toBeEnabled();
    return (await this.balance.textContent())!.trim();
  }
}
