'use client';

import { Suspense, type ReactNode } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import type { CarouselSlide } from './promotion-carousel';

// The member's own banners load only for a member (SWR, the profile): the home page's first-load JS
// stays at its budget for guests (docs/performance.md).
const MemberCarousel = lazyWithMessages(() => import('./member-carousel').then((m) => m.MemberCarousel));

/**
 * The home banners as a member should see them: the static carousel (children) is the same page for
 * everyone; for a member it is redrawn without the promotions they cannot take (member-carousel.tsx),
 * so a member who has deposited is not greeted by the new-member bonus.
 */
export function MemberBanners({ slides, children }: { slides: CarouselSlide[]; children: ReactNode }) {
  const member = useMemberHint();
  if (!member) return children;
  return (
    <Suspense fallback={children}>
      <MemberCarousel slides={slides}>{children}</MemberCarousel>
    </Suspense>
  );
}
