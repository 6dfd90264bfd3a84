'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { withBasePath } from '@/lib/base-path';
import { homePathOf } from '@/lib/i18n/locales';
import { endSession } from '@/lib/logout';
import { hardNavigate } from '@/lib/navigate';
import { useProtection } from '@/lib/hooks/use-protection';
import { Dialog } from '@/components/ui/dialog';

/** How a session length reads: '30 นาที', '2 ชั่วโมง', '1 ชั่วโมง 30 นาที'. */
export function useSessionLength(): (minutes: number) => string {
  const t = useTranslations('Protection');
  return (n) =>
    n < 60
      ? t('minutes', { n })
      : n % 60 === 0
        ? t('hours', { n: n / 60 })
        : t('duration', { hours: Math.floor(n / 60), minutes: n % 60 });
}

/*
 * The session-time limit (docs/player-protection.md, AGCO 2.24): when the sign-in has lasted as long as the
 * member chose, it ends and a calm notice says why; OK goes home. The upstream ends the token then too, so a
 * closed tab cannot outlast it.
 */
export function SessionLimitWatch() {
  const t = useTranslations('Protection');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const length = useSessionLength();
  const { data } = useProtection();
  const [over, setOver] = useState<number | null>(null);
  const minutes = data?.sessionLimit?.minutes ?? null;
  const played = data?.session.playedSeconds;

  useEffect(() => {
    if (!minutes || played === undefined || over) return;
    const timer = setTimeout(
      () => {
        void endSession().then(() => setOver(minutes));
      },
      Math.max(0, minutes * 60 - played) * 1000,
    );
    return () => clearTimeout(timer);
  }, [minutes, played, over]);

  if (!over) return null;
  const home = () => hardNavigate(withBasePath(homePathOf(locale)));
  return (
    <Dialog title={t('sessionOverTitle')} closeLabel={tc('close')} onClose={home}>
      <p>{t('sessionOverText', { time: length(over) })}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={home}>
          {t('ok')}
        </button>
      </div>
    </Dialog>
  );
}
