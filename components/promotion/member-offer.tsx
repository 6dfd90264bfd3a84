'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useProfile } from '@/lib/hooks/use-profile';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import type { ProfileView } from '@/lib/casino/profile-view';

/**
 * Why this member cannot take a promotion now, or null when they can (or their profile is not known
 * yet). The upstream's reason where it gives one (promotions_unavailable, e.g. new members only); a
 * general one where it only leaves the promotion out of the member's list (spec §3 promotions).
 */
export function promotionClosedReason(profile: ProfileView | undefined, promotionId: string): string | null {
  if (!profile) return null;
  if (profile.promotions.some((p) => p.id === promotionId)) return null;
  const unavailable = profile.unavailablePromotions?.find((p) => p.id === promotionId);
  return unavailable ? unavailable.reason : '';
}

/**
 * The member's action on a promotion card: the deposit link (children) for a promotion they can take,
 * the reason in their language for one they cannot, so /promotion never offers what the deposit
 * would then refuse.
 */
export function MemberOffer({ promotionId, children }: { promotionId: string; children: ReactNode }) {
  const t = useTranslations('Wallet');
  const upstream = useUpstreamText();
  const reason = promotionClosedReason(useProfile().data, promotionId);
  if (reason === null) return children;
  return <p className="promo-closed for-member">{reason ? upstream(reason) : t('promotionNotOffered')}</p>;
}
