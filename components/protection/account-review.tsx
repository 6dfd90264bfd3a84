'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import type { AccountReviewView } from '@/lib/protection/view';
import { openPopup, type PopupMode } from '@/lib/stores/popup';
import { Dialog } from '@/components/ui/dialog';

export const ACCOUNT_REVIEW_KEY = '/protection/account-review';

// The contract's reviewMonthChoices (lib/casino/contract-protection.ts), repeated here: this module loads on
// every member page, which must not pull zod in (docs/performance.md).
const REVIEW_MONTHS = [1, 3, 6] as const;

/**
 * The periodic account review (docs/player-protection.md, UKGC LCCP 2025-2026): on sign-in, when the
 * upstream says it is due, the deposits, withdrawals and net since the last review, with the way to the
 * limits and the statement; and, once a year for a member with no deposit limit, the same offer to set
 * one as before the first deposit. Closing it in any way records the dismissal upstream.
 */
export function AccountReview() {
  const member = useMemberHint();
  const { data } = useSWR<AccountReviewView | null>(
    member ? ACCOUNT_REVIEW_KEY : null,
    (path: string) => bffFetch<AccountReviewView | null>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [closed, setClosed] = useState(false);
  if (!data || closed || (!data.due && !data.limitPromptDue)) return null;

  const done = (everyMonths: number, then?: PopupMode) => {
    setClosed(true);
    // a failed save only means the review comes back on the next page; nothing to tell the member
    void bffFetch(ACCOUNT_REVIEW_KEY, { method: 'POST', body: { every_months: everyMonths } }).catch(
      () => undefined,
    );
    if (then) openPopup(then);
  };
  return <AccountReviewDialog review={data} onDone={done} />;
}

interface DialogProps {
  review: AccountReviewView;
  onDone: (everyMonths: number, then?: PopupMode) => void;
}

export function AccountReviewDialog({ review, onDone }: DialogProps) {
  const t = useTranslations('Protection');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const selectId = useId();
  const [months, setMonths] = useState(review.everyMonths);
  const { depositsSatang, withdrawalsSatang, netSatang } = review.totals;
  const sign = netSatang > 0 ? '+' : netSatang < 0 ? '−' : '';
  return (
    <Dialog
      title={review.due ? t('reviewTitle') : t('limitsTitle')}
      closeLabel={tc('close')}
      onClose={() => onDone(months)}
      className="review-dialog"
    >
      {review.due ? (
        <>
          <p>
            {t('reviewIntro', { from: formatDate(review.from, locale), to: formatDate(review.to, locale) })}
          </p>
          <dl className="statement-totals">
            <div>
              <dt>{t('reviewDeposits')}</dt>
              <dd className="money">{t('reviewAmount', { amount: formatMoney(depositsSatang) })}</dd>
            </div>
            <div>
              <dt>{t('reviewWithdrawals')}</dt>
              <dd className="money">{t('reviewAmount', { amount: formatMoney(withdrawalsSatang) })}</dd>
            </div>
            <div>
              <dt>{t('reviewNet')}</dt>
              <dd className="money">
                {t('reviewAmount', { amount: `${sign}${formatMoney(Math.abs(netSatang))}` })}
              </dd>
            </div>
          </dl>
          <p>{t('reviewHint')}</p>
          <div className="button-row review-links">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => onDone(months, 'Protection')}
            >
              {t('reviewLimits')}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => onDone(months, 'Statement')}
            >
              {t('reviewStatement')}
            </button>
          </div>
        </>
      ) : null}
      {review.limitPromptDue ? (
        // the offer before a first deposit (deposit-limit-note.tsx), again once a year (UKGC LCCP 2025-2026)
        <div className="alert alert-info limit-offer">
          <p>{t('reviewNoLimit')}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => onDone(months, 'Protection')}
          >
            {t('setLimits')}
          </button>
        </div>
      ) : null}
      <div className="review-every">
        <label htmlFor={selectId}>{t('reviewEvery')}</label>
        <select id={selectId} value={months} onChange={(e) => setMonths(Number(e.target.value))}>
          {REVIEW_MONTHS.map((n) => (
            <option key={n} value={n}>
              {t('reviewMonths', { n })}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => onDone(months)}>
          {t('reviewOk')}
        </button>
      </div>
    </Dialog>
  );
}
