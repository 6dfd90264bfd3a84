import 'server-only';
import { openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { callUpstream } from '../casino/client';
import { builtDistDir, siteEnv } from '../env/site';
import { log } from '../log';
import { toGameView, type GameView } from '../casino/game-view';
import { safeImageUrl, toPromotionView, type PromotionView } from '../casino/promotion-view';
import { CATALOGUE_GAP_TAG } from './catalogue-gap';

/*
 * The guest-readable catalogue (promotions, games) for the ISR pages that show it (/promotion,
 * /casino-test, the home page). The upstream client fetches with `no-store`; unstable_cache makes
 * the result a cache entry of its own so the pages stay static with a 60-second revalidation
 * instead of turning dynamic.
 *
 * A failure is thrown out of the cache (so it is never stored) and reported as 'unavailable'.
 * Once a list has loaded, a failing refresh keeps it: unstable_cache hands the stale entry to the
 * regenerating page when its refresh throws (docs/architecture.md, "Catalogue pages").
 *
 * `next build` usually runs without the upstream (CI, deploys). A page rendered then must not be
 * served with the 'unavailable' notice: the page is tagged CATALOGUE_GAP_TAG, and every site
 * process expires that tag when it starts (catalogue-gap.ts), so the first request renders the
 * page afresh, with the list, before answering.
 */

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

export const CATALOGUE_REVALIDATE_SECONDS = 60;

// The entry holds views: its key changes with their shape (v2: `names`), so a cache kept over a
// deploy never hands the new pages views without a field they read.
const cachedPromotions = unstable_cache(
  async () => (await callUpstream('promotions')).data.map(toPromotionView),
  ['public-promotions-v2'],
  { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['promotions'] },
);

// The upstream games as sent: the pages get views, the game-image route the upstream image URLs.
const cachedGames = unstable_cache(async () => (await callUpstream('games')).data, ['public-games-v2'], {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: ['games'],
});

// Calling it adds the tag to the page being rendered, which is all it is for.
const markGap = unstable_cache(async () => true, ['catalogue-gap'], { tags: [CATALOGUE_GAP_TAG] });

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
    await markGap().catch(() => undefined);
    report(what, e);
    return { ok: false };
  }
}

const BUILD_PHASE = 'phase-production-build';

function report(what: string, e: unknown) {
  // config() throws a plain Error when the upstream is not configured (a bare `next build`).
  const detail =
    e instanceof Error
      ? 'detail' in e && e.detail
        ? String(e.detail)
        : e.message.replace(/\s+/g, ' ').trim()
      : String(e);
  if (process.env.NEXT_PHASE !== BUILD_PHASE) {
    log.warn(`[catalogue] ${what} unavailable: ${detail}`);
    return;
  }
  // The build renders every catalogue page in every locale, in one or more workers: one line for
  // the whole build, and no error wording, since this is the expected case there.
  if (firstInBuild()) {
    // a bare `next build` (CI, a deploy) has no upstream configured at all: say that, not zod's words
    const why = siteEnv.get('CASINO_API_URL') ? detail : 'CASINO_API_URL is not set';
    const short = why.length > 80 ? `${why.slice(0, 79)}…` : why;
    log.info(
      `[catalogue] No Casino API during the build (${short}): ` +
        'promotions and games are loaded on the first request after start.',
    );
  }
}

let reported = false;

/** True once per build: the marker file sits in the dist dir, which `next build` empties first. */
function firstInBuild(): boolean {
  if (reported) return false;
  reported = true;
  const distDir = builtDistDir();
  try {
    closeSync(openSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), distDir, 'catalogue-gap'), 'wx'));
    return true;
  } catch {
    return false;
  }
}
