'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ProfileView } from '@/lib/casino/profile-view';
import { useProfile } from '@/lib/hooks/use-profile';
import { PromotionCarousel, type CarouselSlide } from './promotion-carousel';

/**
 * The slides this member may act on: a promotion's slide only while the member can take it (the
 * upstream's own list, spec §3 promotions); our welcome slide only while a welcome bonus is theirs
 * to take. Null until the profile is known: the page keeps the static carousel meanwhile.
 */
export function memberSlides(
  slides: CarouselSlide[],
  profile: ProfileView | undefined,
): CarouselSlide[] | null {
  if (!profile) return null;
  const open = new Set(profile.promotions.map((p) => p.id));
  const welcome = profile.promotions.some((p) => p.welcome);
  return slides.filter((s) => (s.promotionId === undefined ? welcome : open.has(s.promotionId)));
}

export function MemberCarousel({ slides, children }: { slides: CarouselSlide[]; children: ReactNode }) {
  const t = useTranslations('PromotionBanners');
  const shown = memberSlides(slides, useProfile().data);
  if (shown === null || shown.length === slides.length) return children;
  // Nothing this member can take now (another promotion's turnover is running, say): no banner at all
  // rather than offers the deposit would refuse.
  if (shown.length === 0) return null;
  return (
    <PromotionCarousel
      slides={shown.map((s, i) => ({ ...s, picture: { ...s.picture, eager: i === 0 } }))}
      labels={{
        region: t('region'),
        previous: t('previous'),
        next: t('next'),
        position: (index, total) => t('position', { index, total }),
        goTo: (index) => t('goTo', { index }),
      }}
    />
  );
}
