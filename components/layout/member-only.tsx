'use client';

import { useTranslations } from 'next-intl';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { useMemberHint } from '@/lib/hooks/use-member-hint';

/*
 * The member widgets (components/layout/member-widgets.tsx) load only once the member hint is set:
 * public pages' first-load JS budget is 150 kB gzip (docs/performance.md). Every import names the same
 * module, so the first to load (the member bar, on any page) makes the others instant. React.lazy
 * rather than next/dynamic: these never render on the server, and next/dynamic's server-preload
 * machinery was 2 kB gzip of every page.
 */
const widgets = () => import('./member-widgets');
const LazyMemberBar = lazyWithMessages(() => widgets().then((m) => m.MemberBar));
const LazyMemberPopups = lazyWithMessages(() => widgets().then((m) => m.MemberPopups));
const LazyMemberTabs = lazyWithMessages(() => widgets().then((m) => m.MemberTabs));
const LazyDrawerWalletEntry = lazyWithMessages(() => widgets().then((m) => m.DrawerWalletEntry));
const LazyCreditRefresh = lazyWithMessages(() => widgets().then((m) => m.CreditRefresh));
const LazyHeroMember = lazyWithMessages(() => widgets().then((m) => m.HeroMember));

/*
 * The slot is in the server HTML, and app/layout.css holds the bar's height in it for a member from the
 * first paint (<html data-member>, lib/session/member-hint-script.ts): the page does not move down when
 * the lazily loaded bar arrives (CLS budget, docs/performance.md).
 */
export function MemberBarSlot() {
  const member = useMemberHint();
  const t = useTranslations('Common');
  // data-credit-label: what app/layout.css writes before the early credit while the slot is empty
  return (
    <div className="member-bar-slot" data-credit-label={t('credit')}>
      {member ? (
        <Suspense fallback={null}>
          <LazyMemberBar />
        </Suspense>
      ) : null}
    </div>
  );
}

export function MemberPopupsSlot({ contactUrl }: { contactUrl: string }) {
  return useMemberHint() ? (
    <Suspense fallback={null}>
      <LazyMemberPopups contactUrl={contactUrl} />
    </Suspense>
  ) : null;
}

export function MemberTabs({ fallback = null }: { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyMemberTabs />
    </Suspense>
  );
}

export function DrawerWalletEntry(props: ComponentProps<typeof LazyDrawerWalletEntry>) {
  return (
    <Suspense fallback={null}>
      <LazyDrawerWalletEntry {...props} />
    </Suspense>
  );
}

export function CreditRefresh(props: ComponentProps<typeof LazyCreditRefresh>) {
  return (
    <Suspense fallback={null}>
      <LazyCreditRefresh {...props} />
    </Suspense>
  );
}

export function HeroMember() {
  return (
    <Suspense fallback={null}>
      <LazyHeroMember />
    </Suspense>
  );
}
