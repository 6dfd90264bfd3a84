import { toLocalizedTexts, type LocalizedTexts } from '../i18n/localized-text';
import { toSatang } from './contract-money';
import type { Promotion } from './contract-entities';
import type { WireMoney } from './contract-fields';

/*
 * What the public promotion list renders (STYLE.md: a DTO, not the upstream object). Money is
 * integer satang; spec §9: a 0 or missing value shows 'none', so both become null here.
 */
export interface PromotionView {
  id: string;
  /** The upstream name as given (spec §3, Thai). */
  name: string;
  /** Extension: the name in each language the upstream gives it in; shown with pickText. */
  names: LocalizedTexts;
  /** Only http(s) images; anything else falls back to our own drawn logo. */
  imageUrl: string | null;
  bonusPercent: number | null;
  bonusFixedSatang: number | null;
  bonusMaxSatang: number | null;
  /** Turnover multiplier: bonus plus deposit times this before withdrawing. */
  turnover: number | null;
  /** The most turnover the promotion asks for, whatever the deposit. */
  turnoverMaxSatang: number | null;
  /**
   * The largest deposit that may take the promotion (the upstream refuses more with it). Spec §3 shows
   * deposit_max as both the minimum and the maximum; shown here as the maximum only
   * (docs/architecture.md §8).
   */
  depositMaxSatang: number | null;
  /** Extension: the most the member may withdraw from it; null = no cap, absent = the upstream does not say. */
  withdrawMaxSatang?: number | null;
  /** Extension: when it stops being offered (upstream Bangkok time); null = no end, absent = not said. */
  endsAt?: string | null;
}

const positiveSatang = (v: WireMoney | null | undefined) => {
  if (v === null || v === undefined) return null;
  const satang = toSatang(v);
  return satang > 0 ? satang : null;
};

const positiveNumber = (v: WireMoney | null | undefined) => {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : null;
};

export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function toPromotionView(p: Promotion): PromotionView {
  return {
    id: p.id,
    name: p.name,
    names: toLocalizedTexts(p.names),
    imageUrl: safeImageUrl(p.image_url),
    bonusPercent: positiveNumber(p.bonus_percent),
    bonusFixedSatang: positiveSatang(p.bonus_fixed),
    bonusMaxSatang: positiveSatang(p.bonus_max),
    turnover: positiveNumber(p.turnover),
    turnoverMaxSatang: positiveSatang(p.turnover_max),
    depositMaxSatang: positiveSatang(p.deposit_max),
    // undefined (left out of the JSON) when the upstream does not say, null when it says "none"
    ...(p.withdraw_max === undefined ? {} : { withdrawMaxSatang: positiveSatang(p.withdraw_max) }),
    ...(p.ends_at === undefined ? {} : { endsAt: p.ends_at }),
  };
}
