/*
 * What one deposit may be, shown before the member types (spec §5 keeps the client's check
 * required-only: these are shown, and the upstream enforces them). The smallest is the upstream's
 * deposit_min; the largest is the lowest of the upstream's deposit_max, the chosen promotion's
 * deposit_max (the upstream refuses more with that promotion) and what the member's own deposit limits
 * still allow (docs/player-protection.md). Money in integer satang.
 */

export type MaxSource = 'operator' | 'promotion' | 'limit';

export interface DepositBounds {
  minSatang: number | null;
  maxSatang: number | null;
  /** Which rule sets the maximum, so the screen can say why. */
  maxBy: MaxSource | null;
}

/** The quick amounts under the field: 100, 300, 500 and 1,000 baht. */
export const QUICK_AMOUNTS_SATANG = [10_000, 30_000, 50_000, 100_000] as const;

export function depositBounds(input: {
  operatorMinSatang: number | null;
  operatorMaxSatang: number | null;
  promotionMaxSatang: number | null;
  limitRemainingSatang: number | null;
}): DepositBounds {
  const candidates: Array<[MaxSource, number | null]> = [
    ['operator', input.operatorMaxSatang],
    ['promotion', input.promotionMaxSatang],
    ['limit', input.limitRemainingSatang],
  ];
  let max: [MaxSource, number] | null = null;
  for (const [source, value] of candidates) {
    if (value === null) continue;
    // on a tie the narrower reason wins: the member's own limit, then the promotion
    if (!max || value <= max[1]) max = [source, value];
  }
  return {
    minSatang: input.operatorMinSatang,
    maxSatang: max ? max[1] : null,
    maxBy: max ? max[0] : null,
  };
}

/** Whether an amount lies within the bounds (a quick amount outside them is not offered). */
export function withinBounds(amountSatang: number, bounds: DepositBounds): boolean {
  if (bounds.minSatang !== null && amountSatang < bounds.minSatang) return false;
  if (bounds.maxSatang !== null && amountSatang > bounds.maxSatang) return false;
  return true;
}

/**
 * The typed amount in satang, or null while it is not one the contract's amountField takes (digits,
 * at most 2 decimals, no separators); the upstream says why on submit.
 */
export function typedSatang(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
