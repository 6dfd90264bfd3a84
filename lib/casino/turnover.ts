import type { ProfileView } from './profile-view';

/** Spec §9: below 20 baht of credit the member may clear the turnover of the current promotion. */
export const CLEAR_TURNOVER_BELOW_SATANG = 2_000;

export interface TurnoverState {
  doneSatang: number;
  requiredSatang: number;
  /** What is left to play before a withdrawal is allowed. */
  leftSatang: number;
  /** The upstream refuses a withdrawal (spec §8 'ยังทำเทิร์นโอเวอร์ไม่ครบตามโปรโมชั่น'). */
  blocksWithdrawal: boolean;
  /** The spec §9 clear-turnover rule applies: the credit check would clear it. */
  canClear: boolean;
}

/** The current promotion's turnover as the withdraw dialog, the member bar and the info tab read it. */
export function turnoverOf(
  profile: Pick<ProfileView, 'currentPromotion' | 'creditSatang'>,
): TurnoverState | null {
  const promotion = profile.currentPromotion;
  if (!promotion) return null;
  const leftSatang = Math.max(0, promotion.turnoverNeededSatang - promotion.turnoverSatang);
  const blocksWithdrawal = leftSatang > 0;
  return {
    doneSatang: promotion.turnoverSatang,
    requiredSatang: promotion.turnoverNeededSatang,
    leftSatang,
    blocksWithdrawal,
    canClear: blocksWithdrawal && profile.creditSatang < CLEAR_TURNOVER_BELOW_SATANG,
  };
}
