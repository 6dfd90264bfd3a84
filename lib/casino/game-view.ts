import { toLocalizedTexts, type LocalizedTexts } from '../i18n/localized-text';
import type { Game } from './contract-entities';
import { safeImageUrl } from './promotion-view';

/** The languages a game may be named in (the `names` extension of /games). */
export type GameNames = LocalizedTexts;

/**
 * A game as the lobby, the trial page and the home page render it (STYLE.md: a DTO, not the upstream
 * object). The upstream image URL stays on the server: the browser gets our own path to it.
 */
export interface GameView {
  id: string;
  provider: string;
  code: string;
  /** The upstream name as given, e.g. "เสือนำโชค (Lucky Tiger)". */
  name: string;
  names: GameNames;
  /** The provider's display name, or its code when the upstream gives none. */
  providerName: string;
  category: string;
  /** Our path to the game's picture (app/api/game-image), null when the upstream has none. */
  image: string | null;
  popular: boolean;
  isNew: boolean;
  /** Theoretical return to player in percent (the optional `rtp` of /games), null when not given. */
  rtp: number | null;
}

/** '95.95': a return to player as the tiles print it, two decimals. */
export const rtpText = (rtp: number) => rtp.toFixed(2);

const GAME_PART = /^[A-Za-z0-9_-]{1,64}$/;

/** The BFF path serving a game's picture (without the base path). */
export const gameImagePath = (provider: string, code: string) =>
  `/api/game-image/${encodeURIComponent(provider)}/${encodeURIComponent(code)}`;

export function toGameView(g: Game): GameView {
  const servable = safeImageUrl(g.image_url) && GAME_PART.test(g.provider) && GAME_PART.test(g.code);
  return {
    id: g.id,
    provider: g.provider,
    code: g.code,
    name: g.name,
    names: toLocalizedTexts(g.names),
    providerName: g.provider_name?.trim() || g.provider,
    category: g.category,
    image: servable ? gameImagePath(g.provider, g.code) : null,
    popular: g.popular === true,
    isNew: g.new === true,
    rtp: g.rtp ?? null,
  };
}
