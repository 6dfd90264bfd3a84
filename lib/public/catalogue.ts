import 'server-only';
import { unstable_cache } from 'next/cache';
import { callUpstream } from '../casino/client';
import { toGameView, type GameView } from '../casino/game-view';
import { toPromotionView, type PromotionView } from '../casino/promotion-view';

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

const cachedGames = unstable_cache(
  async () => (await callUpstream('games')).data.map(toGameView),
  ['public-games'],
  { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['games'] },
);

export function publicPromotions(): Promise<Loaded<PromotionView>> {
  return load('promotions', cachedPromotions);
}

export function publicGames(): Promise<Loaded<GameView>> {
  return load('games', cachedGames);
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
