import { toSatang } from './contract-money';
import type { Promotion } from './contract-entities';
import type { WireMoney } from './contract-fields';

/*
 * What the public promotion list renders (STYLE.md: a DTO, not the upstream object). Money is
 * integer satang; spec §9: a 0 or missing value shows 'none', so both become null here.
 */
export interface PromotionView {
  id: string;
  name: string;
  /** Only http(s) images; anything else falls back to our own drawn logo. */
  imageUrl: string | null;
  bonusPercent: number | null;
  bonusFixedSatang: number | null;
  bonusMaxSatang: number | null;
  /** Turnover multiplier: bonus plus deposit times this before withdrawing. */
  turnover: number | null;
  /** Spec §3: deposit_max is shown both as the minimum and the maximum deposit. */
  depositMaxSatang: number | null;
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
    imageUrl: safeImageUrl(p.image_url),
    bonusPercent: positiveNumber(p.bonus_percent),
    bonusFixedSatang: positiveSatang(p.bonus_fixed),
    bonusMaxSatang: positiveSatang(p.bonus_max),
    turnover: positiveNumber(p.turnover),
    depositMaxSatang: positiveSatang(p.deposit_max),
  };
}
