import 'server-only';
import { unstable_cache } from 'next/cache';
import { callUpstream } from '../casino/client';
import { toGameView, type GameView } from '../casino/game-view';
import { safeImageUrl, toPromotionView, type PromotionView } from '../casino/promotion-view';

/*
 * The guest-readable catalogue (promotions, games) for the ISR pages /promotion and
 * /casino-test. The upstream client fetches with `no-store`; unstable_cache makes the result a
 * cache entry of its own so the pages stay static with a 60-second revalidation instead of
 * turning dynamic. A failure is thrown out of the cache (so it is never stored) and reported as
 * 'unavailable': `next build` runs without the upstream, and a page must then say so honestly
 * rather than fail the build.
 */

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

export const CATALOGUE_REVALIDATE_SECONDS = 60;

const cachedPromotions = unstable_cache(
  async () => (await callUpstream('promotions')).data.map(toPromotionView),
  ['public-promotions'],
  { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['promotions'] },
);

// The upstream games as sent: the pages get views, the game-image route the upstream image URLs.
const cachedGames = unstable_cache(async () => (await callUpstream('games')).data, ['public-games-v2'], {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: ['games'],
});

export function publicPromotions(): Promise<Loaded<PromotionView>> {
  return load('promotions', cachedPromotions);
}

export function publicGames(): Promise<Loaded<GameView>> {
  return load('games', async () => (await cachedGames()).map(toGameView));
}

/**
 * The upstream image URL of one catalogue game, or null: only URLs the catalogue itself holds are
 * ever fetched by the game-image route (no open proxy). Throws when the catalogue cannot be read.
 */
export async function catalogueImageUrl(provider: string, code: string): Promise<string | null> {
  const games = await cachedGames();
  const game = games.find((g) => g.provider === provider && g.code === code);
  return safeImageUrl(game?.image_url);
}

async function load<T>(what: string, fn: () => Promise<T[]>): Promise<Loaded<T>> {
  try {
    return { ok: true, items: await fn() };
  } catch (e) {
    // config() throws a plain Error when the upstream is not configured (a bare `next build`).
    const detail = e instanceof Error ? ('detail' in e && e.detail ? String(e.detail) : e.message.replace(/\s+/g, ' ').trim()) : String(e);
    console.warn(`[catalogue] ${what} unavailable: ${detail}`);
    return { ok: false };
  }
}
