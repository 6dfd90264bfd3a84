'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { formatMoney } from '@/lib/format';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { useRouter } from '@/lib/i18n/navigation';
import type { WatchOutcome } from '@/lib/machines/request-watch';
import { showDialog } from '@/lib/stores/notifications';
import { closePopup } from '@/lib/stores/popup';
import { walletStore, watchRequest } from '@/lib/stores/wallet';
import { useStore } from '@/lib/hooks/use-store';
import { formatCountdown, useRequestWatch } from '@/lib/hooks/use-request-watch';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';

/** WithdrawProcess (spec §2, §4): a waiting view with the amount, 30-minute countdown, live status. */
export function WithdrawProcessPopup() {
  const t = useTranslations('Wallet');
  const upstream = useUpstreamText();
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const { pending } = useStore(walletStore);

  const end = (outcome: WatchOutcome) => {
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
    // Spec §4: at the 30-minute mark the popup simply closes.
  };
  const { secondsLeft } = useRequestWatch(pending?.type === 'withdraw' ? pending : null, end);
  if (!pending) return null;

  return (
    <div className="process">
      <span className="spinner" aria-hidden="true" />
      <p className="process-amount">
        {t('withdrawWaiting')} <strong className="money">{formatMoney(pending.amountSatang)}</strong>{' '}
        {t('baht')}
      </p>
      <p className="countdown" role="timer" aria-label={t('timeLeft')}>
        {formatCountdown(secondsLeft)}
      </p>
      <p className="process-note">{t('withdrawNote')}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={closePopup}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
