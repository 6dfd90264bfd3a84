'use client';

import { useSyncExternalStore } from 'react';
import { readMemberHint, subscribeMemberHint } from '../stores/member-hint';

/**
 * Whether the visitor is probably signed in. False during the server render and hydration, so
 * static pages are the same HTML for everyone; member parts appear right after. Kept apart from
 * use-profile.ts so guest-facing components do not pull SWR into every page (first-load JS budget,
 * docs/performance.md).
 */
export function useMemberHint(): boolean {
  return useSyncExternalStore(subscribeMemberHint, readMemberHint, () => false);
}
