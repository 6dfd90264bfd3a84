import type { GameView } from '../casino/game-view';

/* How the lobby and the trial page arrange the catalogue (docs/architecture.md, "Game catalogue"). */

/** Categories we name in the UI, in the order their tabs appear; any other is shown as "other". */
export const KNOWN_CATEGORIES = ['slot', 'casino', 'fishing', 'table', 'sport'] as const;

/** The tab a game's category falls under. */
export function categoryKey(category: string): string {
  return (KNOWN_CATEGORIES as readonly string[]).includes(category) ? category : 'other';
}

/** The category tabs the catalogue needs (after "all"): each present category once, in a fixed order. */
export function categoriesOf(games: readonly Pick<GameView, 'category'>[]): string[] {
  const present = new Set(games.map((g) => categoryKey(g.category)));
  return [...KNOWN_CATEGORIES, 'other'].filter((c) => present.has(c));
}

/** Popular games first, the rest after, each group in the upstream's own order. */
export function popularFirst<T extends Pick<GameView, 'popular'>>(games: readonly T[]): T[] {
  return [...games.filter((g) => g.popular), ...games.filter((g) => !g.popular)];
}
