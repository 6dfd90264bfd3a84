'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { ProfileView } from '../casino/profile-view';
import { useMemberHint } from './use-member-hint';

export const PROFILE_KEY = '/customers/profile';

/** The one source of the member's data in the browser (docs/architecture.md §5). */
export function useProfile() {
  const hint = useMemberHint();
  return useSWR<ProfileView>(hint ? PROFILE_KEY : null, (path: string) => bffFetch<ProfileView>(path), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}
