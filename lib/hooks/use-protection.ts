'use client';

import useSWR from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import type { ProtectionView } from '@/lib/protection/view';

export const PROTECTION_KEY = '/protection';

/**
 * The member's limits, break and reality-check figures (docs/player-protection.md), shared by every
 * protection view.
 */
export function useProtection() {
  const member = useMemberHint();
  return useSWR<ProtectionView>(
    member ? PROTECTION_KEY : null,
    (path: string) => bffFetch<ProtectionView>(path),
    {
      revalidateOnFocus: true,
      shouldRetryOnError: false,
    },
  );
}
