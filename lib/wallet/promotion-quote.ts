import type { PromotionView } from '../casino/promotion-view';

/*
 * What a promotion gives and asks for one deposit, before the member commits to it: the bonus
 * (the fixed amount, else the percentage of the deposit rounded down to the satang, capped by
 * bonus_max) and the turnover to play before withdrawing ((deposit + bonus) × the multiplier,
 * capped by turnover_max). The same rules the reference API settles by
 * (casino-api/services/deposits.ts bonusFor, services/settlement.ts); money in integer satang.
 */

export interface PromotionQuote {
  bonusSatang: number;
  /** null when the promotion asks for no turnover. */
  turnoverSatang: number | null;
  /** The deposit is over the promotion's deposit_max: the upstream refuses it with this promotion. */
  overMax: boolean;
}

export function quotePromotion(p: PromotionView, depositSatang: number): PromotionQuote {
  const raw = p.bonusFixedSatang ?? Math.floor((depositSatang * (p.bonusPercent ?? 0)) / 100);
  const bonusSatang = p.bonusMaxSatang === null ? raw : Math.min(raw, p.bonusMaxSatang);
  const needed = p.turnover ? Math.round((depositSatang + bonusSatang) * p.turnover) : null;
  return {
    bonusSatang,
    turnoverSatang:
      needed === null ? null : p.turnoverMaxSatang === null ? needed : Math.min(needed, p.turnoverMaxSatang),
    overMax: p.depositMaxSatang !== null && depositSatang > p.depositMaxSatang,
  };
}
