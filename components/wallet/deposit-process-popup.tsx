'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { withBasePath } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import type { ProfileView } from '@/lib/casino/profile-view';
import { PROFILE_KEY, useProfile } from '@/lib/hooks/use-profile';
import { homePathOf } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { endedOutcome, type WatchOutcome } from '@/lib/machines/request-watch';
import { hardNavigate } from '@/lib/navigate';
import { notify, showDialog } from '@/lib/stores/notifications';
import { closePopup, openPopup } from '@/lib/stores/popup';
import { outcomeTold } from '@/lib/stores/notices';
import { depositOutcomeDialog } from '@/lib/wallet/deposit-outcome';
import { walletStore, watchRequest } from '@/lib/stores/wallet';
import { useStore } from '@/lib/hooks/use-store';
import { BankCard } from './bank-card';
import { DepositPayTo } from './deposit-pay-to';
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
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // A refused cancel is said once, in the confirmation the member is looking at (no toast over it).
  const [cancelError, setCancelError] = useState<string | null>(null);

  const end = (outcome: WatchOutcome) => {
    // the dialog below tells it: the money news on any page does not say it again
    if (pending && outcome.kind !== 'unauthenticated') outcomeTold(pending.id);
    watchRequest(null);
    closePopup();
    void mutate(PROFILE_KEY);
    // Spec §4: when the request ends the member is taken home, where the dialog tells the outcome.
    if (outcome.kind === 'completed' || outcome.kind === 'failed') router.push('/');
    const dialog = depositOutcomeDialog(outcome, t, upstream);
    if (dialog) showDialog(dialog);
  };
  const { secondsLeft, stop } = useRequestWatch(pending?.type === 'deposit' ? pending : null, end);

  if (!pending) return null;

  async function cancel() {
    if (!pending) return;
    setBusy(true);
    setCancelError(null);
    try {
      const { errors } = await bffFetch<{ errors: string[] }>(`/requests/deposit/${pending.id}/cancel`, {
        method: 'POST',
        body: {},
      });
      if (errors.length) return setCancelError(upstream(errors[0]!));
      stop();
      watchRequest(null);
      void mutate(PROFILE_KEY);
      // Spec §4: a successful cancel returns to the Deposit popup, saying what was cancelled.
      notify('info', t('depositCancelled', { amount: formatMoney(pending.amountSatang) }));
      openPopup('Deposit');
    } catch (e) {
      const first =
        e instanceof AppError && e.fieldErrors ? Object.values(e.fieldErrors).flat()[0] : undefined;
      setCancelError(first ? upstream(first) : t('cancelFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function ok() {
    if (!pending) return;
    // Spec §4: OK clears the timer, runs a deposit check and goes home. A deposit already settled is
    // told at once; one still open keeps going upstream and reopens from the menu.
    stop();
    setBusy(true);
    const fresh = await bffFetch<ProfileView>(PROFILE_KEY).catch(() => null);
    const done = fresh?.completedRequests.find((r) => r.id === pending.id);
    if (fresh && done) {
      end(endedOutcome(done, fresh));
      return;
    }
    closePopup();
    hardNavigate(withBasePath(homePathOf(locale)));
  }

  return (
    <div className="process">
      <p className="process-amount">
        {t('amountToPay')} <strong className="money">{formatMoney(pending.amountSatang)}</strong> {t('baht')}
      </p>
      <p className="countdown" role="timer" aria-label={t('timeLeft')}>
        {formatCountdown(secondsLeft)}
      </p>
      <DepositPayTo pending={pending} profile={profile} />
      {profile?.bank ? <BankCard account={profile.bank} purpose="from" /> : null}
      <p className="process-note">{t('depositNote')}</p>
      {confirmingCancel ? (
        // Cancelling a deposit someone may already have paid is asked once (a slip sent after it is not matched).
        <div className="confirm-box" role="group" aria-label={t('cancelConfirmTitle')}>
          <p>{t('cancelConfirm')}</p>
          {cancelError ? (
            <p className="alert alert-error" role="alert">
              {cancelError}
            </p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setConfirmingCancel(false);
                setCancelError(null);
              }}
              disabled={busy}
            >
              {t('keepRequest')}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => void cancel()}
              disabled={busy}
            >
              {t('confirmCancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setConfirmingCancel(true)}
            disabled={busy}
          >
            {t('cancelRequest')}
          </button>
          <button type="button" className="button button-primary" onClick={() => void ok()} disabled={busy}>
            {t('ok')}
          </button>
        </div>
      )}
    </div>
  );
}
