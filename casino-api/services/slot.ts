import { randomInt } from 'node:crypto';

/*
 * The demo provider's slot machine: three independent weighted reels. Pays are whole percents of
 * the bet so a win is integer satang; the return to player is about 96% (tests enumerate every
 * outcome). Pure: the random source is a parameter so tests can pick the reels.
 */

export const symbols = [
  { id: 'cherry', weight: 28 },
  { id: 'lemon', weight: 24 },
  { id: 'bell', weight: 20 },
  { id: 'elephant', weight: 14 },
  { id: 'tiger', weight: 9 },
  { id: 'diamond', weight: 5 },
] as const;

export type SymbolId = (typeof symbols)[number]['id'];

/** Percent of the bet paid back for three of a kind. */
export const threeOfAKindPercent: Record<SymbolId, number> = {
  diamond: 10_000,
  tiger: 4_000,
  elephant: 2_000,
  bell: 1_000,
  lemon: 600,
  cherry: 500,
};
export const cherryPercent = { two: 220, one: 50 } as const;

/** Allowed bets in satang: 1, 5, 10, 50 and 100 baht. */
export const BETS_SATANG = [100, 500, 1_000, 5_000, 10_000] as const;

const TOTAL_WEIGHT = symbols.reduce((sum, s) => sum + s.weight, 0);

/** `pick(n)` returns an integer in [0, n); crypto-strong by default. */
export type Pick = (n: number) => number;

function reel(pick: Pick): SymbolId {
  let r = pick(TOTAL_WEIGHT);
  for (const s of symbols) {
    if (r < s.weight) return s.id;
    r -= s.weight;
  }
  throw new Error('weight out of range');
}

export function payPercent(reels: readonly SymbolId[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return threeOfAKindPercent[a];
  const cherries = reels.filter((s) => s === 'cherry').length;
  return cherries === 2 ? cherryPercent.two : cherries === 1 ? cherryPercent.one : 0;
}

export interface Spin {
  reels: [SymbolId, SymbolId, SymbolId];
  winSatang: number;
}

export function spinReels(betSatang: number, pick: Pick = randomInt): Spin {
  const reels: [SymbolId, SymbolId, SymbolId] = [reel(pick), reel(pick), reel(pick)];
  return { reels, winSatang: Math.floor((betSatang * payPercent(reels)) / 100) };
}

/** Expected return per baht bet, over every outcome of the three reels. */
export function returnToPlayer(): number {
  let total = 0;
  for (const a of symbols)
    for (const b of symbols)
      for (const c of symbols) {
        const p = (a.weight * b.weight * c.weight) / TOTAL_WEIGHT ** 3;
        total += (p * payPercent([a.id, b.id, c.id])) / 100;
      }
  return total;
}

/**
 * The machine's theoretical return to player in percent, from its weights and pays: every outcome of the
 * three reels weighted by its chance (the `rtp` of each demo game, docs/player-protection.md).
 */
export function returnToPlayerPercent(): number {
  let expected = 0;
  for (const a of symbols)
    for (const b of symbols)
      for (const c of symbols)
        expected += ((a.weight * b.weight * c.weight) / TOTAL_WEIGHT ** 3) * payPercent([a.id, b.id, c.id]);
  return expected;
}
