'use client';

import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { MEMBER_HINT_COOKIE } from '@/lib/session/cookie-name';

/*
 * The promotion page is one static page for everyone (ISR), so whether the visitor is a member
 * is decided in the browser from the non-HttpOnly hint cookie, after hydration: the server
 * snapshot is always "guest", so the HTML never differs between visitors.
 */

const noSubscription = () => () => {};
const hasMemberHint = () => document.cookie.split(/;\s*/).includes(`${MEMBER_HINT_COOKIE}=1`);
const guest = () => false;

export function MemberPromotionButton({ label }: { label: string }) {
  const member = useSyncExternalStore(noSubscription, hasMemberHint, guest);
  if (!member) return null;
  // Until the Promotion popup lands, choosing a promotion starts from the deposit page (spec §4).
  return (
    <Link href="/deposit" className="button button-primary">
      {label}
    </Link>
  );
}
