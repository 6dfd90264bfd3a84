'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { noticeFromRequest, type NoticeView } from '@/lib/casino/notice-view';
import { useNotices } from '@/lib/hooks/use-notices';
import { useProfile } from '@/lib/hooks/use-profile';
import { useStore } from '@/lib/hooks/use-store';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { REQUEST_POLL_MS } from '@/lib/machines/request-watch';
import { browserClock, scheduleVisible } from '@/lib/machines/timers';
import { notify } from '@/lib/stores/notifications';
import { takeAnnouncements } from '@/lib/stores/notices';
import { popupStore } from '@/lib/stores/popup';
import { walletStore, watchRequest } from '@/lib/stores/wallet';
import { noticeTone, noticeWords } from '@/components/info/notice-words';

const PROCESS_POPUPS = new Set(['DepositProcess', 'WithdrawProcess']);

/*
 * Money news on any page (docs/architecture.md §5, "Money news"): while the member has a deposit or
 * withdrawal pending and its own process popup is closed, the profile is read at spec §9's 10 s
 * (paused while the tab is hidden, lib/machines/timers.ts); when the request settles, the member's
 * new account notices are fetched and told as toasts on whatever page they are on. Notices that
 * arrived while the member was away (another device, an earlier visit) are told once on arrival. An
 * upstream without notices: the settled request itself is told, from the profile.
 */
export function MoneyNews() {
  const t = useTranslations('News');
  const upstream = useUpstreamText();
  const { data: profile, mutate: refreshProfile } = useProfile();
  const { data: notices, mutate: refreshNotices } = useNotices();
  const { mode } = useStore(popupStore);
  const { pending: walletPending } = useStore(walletStore);
  const processOpen = mode !== null && PROCESS_POPUPS.has(mode);
  // a request made on this page is watched from the moment it is made, before the profile lists it
  const madeHere =
    walletPending && !profile?.completedRequests.some((r) => r.id === walletPending.id)
      ? walletPending.id
      : null;
  const watchedId = profile?.pendingRequest?.id ?? madeHere;

  const tell = useRef<(items: readonly NoticeView[]) => void>(() => undefined);
  useEffect(() => {
    tell.current = (items) => {
      for (const n of takeAnnouncements(items)) {
        const { title, text } = noticeWords(t, n, upstream);
        notify(noticeTone(n), `${title}: ${text}`);
      }
    };
  });

  // the member's own process popup polls while it is open (lib/hooks/use-request-watch.ts)
  useEffect(() => {
    if (!watchedId || processOpen) return;
    let live = true;
    let cancel = () => {};
    const next = () => {
      cancel = scheduleVisible(browserClock, REQUEST_POLL_MS, () => {
        void refreshProfile()
          .catch(() => undefined)
          .finally(() => {
            if (live) next();
          });
      });
    };
    next();
    return () => {
      live = false;
      cancel();
    };
  }, [watchedId, processOpen, refreshProfile]);

  // the watched request left pending_request: it settled (or lapsed) upstream
  const lastWatched = useRef<string | null>(null);
  useEffect(() => {
    if (!profile) return;
    const before = lastWatched.current;
    lastWatched.current = watchedId;
    if (!before || before === watchedId) return;
    const settled = profile.completedRequests.find((r) => r.id === before);
    if (!settled) return;
    // an open process popup ends its own watch and says how it ended (a dialog)
    if (!processOpen && walletStore.get().pending?.id === before) watchRequest(null);
    if (notices?.recorded === false) {
      const notice = noticeFromRequest(settled, '');
      if (notice) tell.current([notice]);
    } else {
      void refreshNotices();
    }
  }, [profile, watchedId, processOpen, notices?.recorded, refreshNotices]);

  useEffect(() => {
    if (notices?.recorded) tell.current(notices.items);
  }, [notices]);

  return null;
}
