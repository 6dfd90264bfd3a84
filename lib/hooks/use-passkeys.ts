'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { PasskeyView } from '../passkeys/view';

export const PASSKEYS_KEY = '/passkeys';

/** The member's passkeys (app/api/passkeys); `available: false` when the upstream keeps none. */
export function usePasskeys() {
  return useSWR<{ available: boolean; passkeys: PasskeyView[] }>(
    PASSKEYS_KEY,
    (path: string) => bffFetch<{ available: boolean; passkeys: PasskeyView[] }>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Whether this site offers passkey sign-in at all (app/api/passkeys/support); guests may ask. */
export function usePasskeySupport() {
  return useSWR<{ available: boolean }>(
    '/passkeys/support',
    (path: string) => bffFetch<{ available: boolean }>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
