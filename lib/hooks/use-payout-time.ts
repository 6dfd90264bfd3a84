'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { PayoutTimeView } from '../casino/timeline-view';

export const PAYOUT_TIME_KEY = '/withdrawals/payout-time';

/**
 * How long withdrawals took over the last 7 days (app/api/withdrawals/payout-time). A figure to reassure,
 * never a reason to block: while loading, on any failure and without the upstream extension it is null.
 */
export function usePayoutTime(): { minutes: number; days: number } | null {
  const { data } = useSWR<PayoutTimeView>(PAYOUT_TIME_KEY, (path: string) => bffFetch<PayoutTimeView>(path), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  if (data?.medianSeconds == null) return null;
  return { minutes: Math.round(data.medianSeconds / 60), days: data.days };
}
