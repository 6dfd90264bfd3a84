'use client';

import useSWR from 'swr';
import { bffFetch } from '@/lib/bff/browser';

export interface RegisterContext {
  adviser: string | null;
  affiliateKey: string | null;
  referralKey: string | null;
}

/** The entry link behind this sign-up (spec §2: adviser username, or the referring friend's key). */
export function useRegisterContext() {
  return useSWR<RegisterContext>('/register/context', (path: string) => bffFetch<RegisterContext>(path), {
    revalidateOnFocus: false,
  }).data;
}
