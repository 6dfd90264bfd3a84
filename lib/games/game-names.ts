import type { GameView } from '../casino/game-view';
import { pickText } from '../i18n/localized-text';

/*
 * A game's name in the page's language (docs/architecture.md, "Game catalogue"): the upstream's own
 * name for that language when it sends one (the `names` extension); else, for the common
 * "ไทย (English)" form, the part in that language; else the name as given, Thai or not.
 */

const BILINGUAL = /^(.*\p{Script=Thai}.*?)\s*[(（]\s*([^()（）]*[A-Za-z][^()（）]*?)\s*[)）]\s*$/u;

/** "เสือนำโชค (Lucky Tiger)" → { th: 'เสือนำโชค', en: 'Lucky Tiger' }; null for any other shape. */
export function splitBilingual(name: string): { th: string; en: string } | null {
  const m = BILINGUAL.exec(name.trim());
  return m ? { th: m[1]!.trim(), en: m[2]!.trim() } : null;
}

/** The choice itself is the shared one (lib/i18n/localized-text.ts), with the split as the fallback names. */
export function gameName(game: Pick<GameView, 'name' | 'names'>, locale: string): string {
  const split = splitBilingual(game.name);
  const names = { ...game.names, th: game.names.th ?? split?.th, en: game.names.en ?? split?.en };
  return pickText(names, game.name, locale).text;
}

const normalise = (s: string) => s.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Everything a player may type to find a game, in any of the three languages. */
export function searchText(game: Pick<GameView, 'name' | 'names' | 'providerName' | 'code'>): string {
  return normalise(
    [game.name, ...Object.values(game.names), game.providerName, game.code.replace(/[-_]/g, ' ')].join(' '),
  );
}

/**
 * Whether a game matches what the player typed: every word of it, in any language, so a Thai
 * player typing "tiger" and an English one typing "เสือ" both find เสือนำโชค (Lucky Tiger).
 */
export function matchesQuery(haystack: string, query: string): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  return words.every((w) => haystack.includes(w));
}
