import type { Game } from './contract-entities';
import { safeImageUrl } from './promotion-view';

/** A game of the public catalogue as the trial page renders it. */
export interface GameView {
  id: string;
  provider: string;
  code: string;
  name: string;
  category: string;
  imageUrl: string | null;
}

export function toGameView(g: Game): GameView {
  return {
    id: g.id,
    provider: g.provider,
    code: g.code,
    name: g.name,
    category: g.category,
    imageUrl: safeImageUrl(g.image_url),
  };
}
