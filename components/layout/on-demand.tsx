'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { lazyWithMessages } from '@/components/i18n/lazy-with-messages';
import { notificationStore } from '@/lib/stores/notifications';
import { siteStatusStore } from '@/lib/stores/site-status';
import { firstVisitStore } from '@/lib/stores/first-visit';
import { useStore } from '@/lib/hooks/use-store';
import { appBannerEligible } from './app-banner-eligibility';

/*
 * The toasts, the message dialog and the maintenance notice are empty on
 * almost every page view: their components (and the dialog) load the first time there is
 * something to show, not with every page (first-load JS budget 150 kB gzip, docs/performance.md).
 */
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
const MaintenanceNotice = lazyWithMessages(() => import('./site-status').then((m) => m.MaintenanceNotice));
// Only Android shows the app banner (spec §1); other devices never download it.
const AndroidAppBanner = lazyWithMessages(() =>
  import('./android-app-banner').then((m) => m.AndroidAppBanner),
);
const noSubscribe = () => () => undefined;

export function ToasterSlot() {
  const { toasts, dialog } = useStore(notificationStore);
  if (!toasts.length && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/*
 * The loading overlay is what a member's tap on deposit, withdraw or their account shows first (spec §4:
 * the member is fetched fresh, with a loading flag), so it is drawn by the shell in the frame after the
 * tap, never waiting for code (docs/performance.md, "Touches"); only the maintenance notice loads on
 * demand.
 */
export function SiteStatusSlot({ contactUrl }: { contactUrl: string }) {
  const t = useTranslations('Common');
  const { loading, maintenance } = useStore(siteStatusStore);
  return (
    <>
      {loading > 0 ? (
        <div className="loading-overlay" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : null}
      {maintenance ? (
        <Suspense fallback={null}>
          <MaintenanceNotice contactUrl={contactUrl} />
        </Suspense>
      ) : null}
    </>
  );
}

/*
 * The app banner sits in the page's flow above the header, so it never covers what the player reads
 * (spec §1), in a slot the first-paint script sized already on an eligible phone (<html data-app-banner>,
 * lib/session/member-hint-script.ts): the page does not move when it arrives. It comes after the
 * announcement (lib/stores/first-visit.ts).
 */
export function AppBannerSlot({ appUrl }: { appUrl?: string }) {
  const eligible = useSyncExternalStore(noSubscribe, appBannerEligible, () => false);
  const { announcementDone } = useStore(firstVisitStore);
  return (
    <div className="app-banner-slot">
      {eligible && announcementDone ? (
        <Suspense fallback={null}>
          <AndroidAppBanner appUrl={appUrl} />
        </Suspense>
      ) : null}
    </div>
  );
}
