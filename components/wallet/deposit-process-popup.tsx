'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { withBasePath } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { PROFILE_KEY, useProfile } from '@/lib/hooks/use-profile';
import { homePathOf } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import type { WatchOutcome } from '@/lib/machines/request-watch';
import { hardNavigate } from '@/lib/navigate';
import { notify, showDialog } from '@/lib/stores/notifications';
import { closePopup, openPopup } from '@/lib/stores/popup';
import { walletStore, watchRequest } from '@/lib/stores/wallet';
import { useStore } from '@/lib/hooks/use-store';
import { CopyButton } from '@/components/ui/copy-button';
import { BankCard } from './bank-card';
import { formatCountdown, useRequestWatch } from '@/lib/hooks/use-request-watch';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';

/** DepositProcess (spec §2, §4): the QR or the account to transfer to, a 15-minute countdown, live status. */
export function DepositProcessPopup() {
  const t = useTranslations('Wallet');
  const upstream = useUpstreamText();
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const { pending } = useStore(walletStore);
  const { data: profile } = useProfile();
  const [busy, setBusy] = useState(false);

  const end = (outcome: WatchOutcome) => {
    watchRequest(null);
    closePopup();
    void mutate(PROFILE_KEY);
    // Spec §4: when the request ends the member is taken home, where the dialog tells the outcome.
    if (outcome.kind === 'completed' || outcome.kind === 'failed') router.push('/');
    if (outcome.kind === 'completed') {
      showDialog({
        type: 'success',
        message: `${t('depositDone', { amount: formatMoney(outcome.amountSatang) })} ${t('newCredit', { credit: formatMoney(outcome.creditSatang) })}`,
      });
    } else if (outcome.kind === 'failed') {
      showDialog({
        type: 'error',
        message: t('depositFailed', { cause: outcome.cause ? upstream(outcome.cause) : '-' }),
      });
    } else if (outcome.kind === 'expired') {
      notify('error', outcome.firstError ?? t('depositExpired'));
    }
  };
  const { secondsLeft, stop } = useRequestWatch(pending?.type === 'deposit' ? pending : null, end);

  if (!pending) return null;

  async function cancel() {
    if (!pending) return;
    setBusy(true);
    try {
      const { errors } = await bffFetch<{ errors: string[] }>(`/requests/deposit/${pending.id}/cancel`, {
        method: 'POST',
        body: {},
      });
      if (errors.length) return notify('error', errors[0]!);
      stop();
      watchRequest(null);
      void mutate(PROFILE_KEY);
      // Spec §4: a successful cancel returns to the Deposit popup.
      openPopup('Deposit');
    } catch (e) {
      notify(
        'error',
        e instanceof AppError && e.fieldErrors ? Object.values(e.fieldErrors).flat()[0]! : t('cancelFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  function ok() {
    // Spec §4: OK clears the timer and goes home; the deposit keeps going and reopens from the menu.
    stop();
    closePopup();
    hardNavigate(withBasePath(homePathOf(locale)));
  }

  const to = profile?.toAccount;
  return (
    <div className="process">
      <p className="process-amount">
        {t('amountToPay')} <strong className="money">{formatMoney(pending.amountSatang)}</strong> {t('baht')}
      </p>
      <p className="countdown" role="timer" aria-label={t('timeLeft')}>
        {formatCountdown(secondsLeft)}
      </p>
      {pending.qrCode ? (
        <div className="qr-view">
          {/* A data: URL made by the upstream for this exact amount. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={pending.qrCode} alt={t('qrAlt')} width={240} height={240} className="qr-image" />
          {profile?.qrCodeName ? <p className="qr-name">{profile.qrCodeName}</p> : null}
          <p className="alert alert-warning" role="note">
            {t('scanOnce')}
          </p>
        </div>
      ) : to ? (
        <BankCard
          account={to}
          numberExtra={<CopyButton value={to.accountNumber} label={t('copyAccount')} />}
        />
      ) : null}
      <p className="process-note">{t('depositNote')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void cancel()}
          disabled={busy}
        >
          {t('cancelRequest')}
        </button>
        <button type="button" className="button button-primary" onClick={ok}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
