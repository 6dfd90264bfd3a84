'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { MEMBER_HINT_COOKIE } from '@/lib/session/cookie-name';

/*
 * The promotion page is one static page for everyone (ISR), so whether the visitor is a member
 * is decided in the browser from the non-HttpOnly hint cookie, after hydration: the server
 * snapshot is always "guest", so the HTML never differs between visitors.
 */

const noSubscription = () => () => {};
const hasMemberHint = () => document.cookie.split(/;\s*/).includes(`${MEMBER_HINT_COOKIE}=1`);
const guest = () => false;

/**
 * Shows its children (the page's link to choose a promotion) to members only. The link is
 * rendered on the server, so this client part carries no localized-link code (first-load JS budget,
 * docs/performance.md).
 */
export function MemberPromotionButton({ children }: { children: ReactNode }) {
  const member = useSyncExternalStore(noSubscription, hasMemberHint, guest);
  return member ? children : null;
}
