'use client';

import useSWR from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import type { PromotionView } from '@/lib/casino/promotion-view';

/** The promotions' terms, for the Deposit and Promotion popups. */
export function usePromotionTerms(): PromotionView[] {
  return (
    useSWR<PromotionView[]>('/promotions', (p: string) => bffFetch<PromotionView[]>(p), {
      revalidateOnFocus: false,
    }).data ?? []
  );
}
