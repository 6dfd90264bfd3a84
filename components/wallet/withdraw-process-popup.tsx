'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { parseBangkok } from '@/lib/bangkok-time';
import { formatTime, minutesBetween } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { useRouter } from '@/lib/i18n/navigation';
import type { WatchOutcome } from '@/lib/machines/request-watch';
import { showDialog } from '@/lib/stores/notifications';
import { closePopup } from '@/lib/stores/popup';
import { outcomeTold } from '@/lib/stores/notices';
import { walletStore, watchRequest } from '@/lib/stores/wallet';
import { useStore } from '@/lib/hooks/use-store';
import { useRequestWatch } from '@/lib/hooks/use-request-watch';
import { countdownMs } from '@/lib/machines/request-watch';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';

/** The elapsed minutes move on without a ticking clock on screen. */
const ELAPSED_TICK_MS = 15_000;

/** Now, moved on every `ms`: for "how long ago" lines that must not count seconds. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** WithdrawProcess (spec §2, §4): a waiting view with the amount, the time since the request, live status. */
export function WithdrawProcessPopup() {
  const t = useTranslations('Wallet');
  const tw = useTranslations('Withdraw');
  const locale = useLocale();
  const now = useNow(ELAPSED_TICK_MS);
  const upstream = useUpstreamText();
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const { pending } = useStore(walletStore);

  const end = (outcome: WatchOutcome) => {
    // the dialog below tells it: the money news on any page does not say it again (a lapse it leaves to them)
    if (pending && (outcome.kind === 'completed' || outcome.kind === 'failed')) outcomeTold(pending.id);
    watchRequest(null);
    closePopup();
    void mutate(PROFILE_KEY);
    if (outcome.kind === 'completed') {
      showDialog({
        type: 'success',
        message: `${t('withdrawDone', { amount: formatMoney(outcome.amountSatang) })} ${t('newCredit', { credit: formatMoney(outcome.creditSatang) })}`,
      });
      router.push('/');
    } else if (outcome.kind === 'failed') {
      showDialog({
        type: 'error',
        message: `${t('withdrawFailed')} ${outcome.cause ? upstream(outcome.cause) : ''}`.trim(),
      });
      router.push('/');
    }
    // Spec §4: at the 30-minute mark, with the upstream still listing it, the popup simply closes.
  };
  useRequestWatch(pending?.type === 'withdraw' ? pending : null, end);
  if (!pending) return null;
  const created = parseBangkok(pending.createdAt);
  const lapsesAt = Number.isNaN(created) ? null : created + countdownMs('withdraw');
  const elapsed = Math.max(0, minutesBetween(pending.createdAt, now) || 0);

  return (
    <div className="process">
      <span className="spinner" aria-hidden="true" />
      <p className="process-amount">
        {t('withdrawWaiting')} <strong className="money">{formatMoney(pending.amountSatang)}</strong>{' '}
        {t('baht')}
      </p>
      {/* One truthful wording of time (docs/architecture.md §8): how long it has been, what is usual
          (spec §1: 10-15 minutes), and the 30-minute lapse of spec §4 stated as what happens then — the
          upstream cancels it and the held amount returns to the credit (casino-api services/expiry.ts) —
          rather than a 30:00 countdown under a 10-15 minute promise. */}
      <p className="process-elapsed" role="timer">
        {tw('pendingElapsed', { minutes: elapsed })}
      </p>
      <p className="process-note">{t('withdrawNote')}</p>
      <p className="process-note">
        {lapsesAt === null
          ? tw('pendingLapse', { amount: formatMoney(pending.amountSatang) })
          : tw('pendingLapseAt', {
              amount: formatMoney(pending.amountSatang),
              time: formatTime(lapsesAt, locale),
            })}
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={closePopup}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
