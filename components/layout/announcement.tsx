'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import { announcementDone } from '@/lib/stores/first-visit';
import { readMemberHint } from '@/lib/stores/member-hint';
import type { AnnouncementItem } from '@/lib/casino/announcement-view';

// The modal or banner (and its dialog) loads only when there is an announcement to show
// (first-load JS budget, docs/performance.md).
const AnnouncementView = lazy(() =>
  import('./announcement-view').then((m) => ({ default: m.AnnouncementView })),
);

/*
 * Spec §2: fetched once on load (a plain fetch, not SWR: this is the one browser read a guest's
 * public page makes, and SWR would be 5.6 kB of its first-load JS, docs/performance.md); the first item
 * decides. A signed-in member skips the items meant for guests (the `audience` extension): the site's
 * pitch to a visitor ("new members get a 50% bonus") is untrue for a member who has deposited.
 * Spec §8: a failed fetch is ignored.
 */
export function Announcement() {
  const [first, setFirst] = useState<AnnouncementItem | null>(null);
  useEffect(() => {
    let live = true;
    bffFetch<AnnouncementItem[]>('/notification').then(
      (items) => {
        if (!live) return;
        const member = readMemberHint();
        const first = items.find((item) => !(member && item.guestsOnly)) ?? null;
        setFirst(first);
        // nothing to show, or only the in-page banner: the next overlay in line may come (lib/stores/first-visit.ts)
        if (first?.active !== 1) announcementDone();
      },
      () => announcementDone(),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementView item={first} />
    </Suspense>
  );
}
