'use client';

import useSWR from 'swr';
import { useSyncExternalStore } from 'react';
import { bffFetch } from '../bff/browser';
import type { ProfileView } from '../casino/profile-view';
import { readMemberHint, subscribeMemberHint } from '../stores/member-hint';

/**
 * Whether the visitor is probably signed in. False during the server render and hydration, so
 * static pages are the same HTML for everyone; member parts appear right after.
 */
export function useMemberHint(): boolean {
  return useSyncExternalStore(subscribeMemberHint, readMemberHint, () => false);
}

export const PROFILE_KEY = '/customers/profile';

/** The one source of the member's data in the browser (ARCHITECTURE §5). */
export function useProfile() {
  const hint = useMemberHint();
  return useSWR<ProfileView>(hint ? PROFILE_KEY : null, (path: string) => bffFetch<ProfileView>(path), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}
