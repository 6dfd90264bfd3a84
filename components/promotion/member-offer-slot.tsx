'use client';

import { Suspense, type ReactNode } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { useMemberHint } from '@/lib/hooks/use-member-hint';

// The member's standing (SWR and the profile) loads only for a member: a guest's /promotion keeps its
// first-load JS (docs/performance.md).
const MemberOffer = lazyWithMessages(() => import('./member-offer').then((m) => m.MemberOffer));

/**
 * A promotion card's member action (spec §4: a promotion is chosen at the deposit): the static page
 * carries the "deposit to claim this" link for every member; once the member's profile is known, a
 * promotion they cannot take shows why instead (components/promotion/member-offer.tsx).
 */
export function MemberOfferSlot({ promotionId, children }: { promotionId: string; children: ReactNode }) {
  const member = useMemberHint();
  if (!member) return children;
  return (
    <Suspense fallback={children}>
      <MemberOffer promotionId={promotionId}>{children}</MemberOffer>
    </Suspense>
  );
}
