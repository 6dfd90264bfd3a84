'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import { logout } from '@/lib/logout';
import type { ProtectionView } from '@/lib/protection/view';
import { PROTECTION_KEY, useProtection } from '@/lib/hooks/use-protection';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionLimitWatch } from './session-limit-watch';

/** Closer than this to a reminder counts as that reminder, so one interval never shows two. */
const MIN_WAIT_MS = 5_000;

/** When the next reminder is due: the next whole interval since sign-in (docs/player-protection.md). */
export function nextReminderMs(playedSeconds: number, minutes: number): number {
  const interval = minutes * 60_000;
  const wait = interval - ((playedSeconds * 1000) % interval);
  return wait < MIN_WAIT_MS ? wait + interval : wait;
}

/**
 * Reality checks (docs/player-protection.md): every chosen interval, time played and the net result
 * of the session.
 */
export function RealityCheck() {
  const { data } = useProtection();
  const { mutate } = useSWRConfig();
  const locale = useLocale();
  const [shown, setShown] = useState<ProtectionView['session'] | null>(null);
  const minutes = data?.realityCheckMinutes ?? 0;
  const played = data?.session.playedSeconds;

  useEffect(() => {
    if (!minutes || played === undefined || shown) return;
    const timer = setTimeout(
      () => {
        void bffFetch<ProtectionView>(PROTECTION_KEY)
          .then(async (fresh) => {
            await mutate(PROTECTION_KEY, fresh, { revalidate: false });
            if (fresh.realityCheckMinutes) setShown(fresh.session);
          })
          .catch(() => undefined);
      },
      nextReminderMs(played, minutes),
    );
    return () => clearTimeout(timer);
  }, [minutes, played, shown, mutate]);

  return (
    <>
      {/* the session-time limit rides on the same protection figures (docs/player-protection.md) */}
      <SessionLimitWatch />
      {shown ? (
        <RealityCheckDialog
          session={shown}
          onContinue={() => setShown(null)}
          onLogout={() => void logout(locale)}
        />
      ) : null}
    </>
  );
}
