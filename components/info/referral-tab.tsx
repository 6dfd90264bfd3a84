'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { withBasePath } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import type { ReferralView } from '@/lib/casino/referral-view';
import { formatMoney } from '@/lib/format';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { showDialog } from '@/lib/stores/notifications';
import { CopyButton } from '@/components/ui/copy-button';
import { bangkokToday, formatDate, historyFloor } from '@/lib/dates';
import { DateSelect } from '@/components/ui/date-select';
import { ReferralFriends } from './referral-friends';
import { useClaim } from '@/lib/hooks/use-claim';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { BreakNotice, useBreak } from '@/components/protection/break-notice';

/** Spec §8: a failed referral fetch is logged only; the tab then shows its empty state. */
async function fetchReferral(path: string): Promise<ReferralView | null> {
  try {
    return await bffFetch<ReferralView>(path);
  } catch (e) {
    console.warn('[referral] fetch failed', e instanceof Error ? e.message : e);
    return null;
  }
}

/** Spec §9: a referral total shows 0.0 when it is not positive. */
const total = (satang: number) => (satang > 0 ? formatMoney(satang) : '0.0');

/** Tab 4 of the Information popup (spec §2, §3 referral info, §4 Bonus withdraw). */
export function ReferralTab() {
  const t = useTranslations('Referral');
  const upstream = useUpstreamText();
  const locale = useLocale();
  const { mutate: mutateGlobal } = useSWRConfig();
  const claim = useClaim();
  const [draft, setDraft] = useState(bangkokToday);
  const [date, setDate] = useState(draft);
  // keepPreviousData: a new date keeps the summary on screen while its figures load.
  const { data, mutate } = useSWR(`/customers/referral?date=${date}`, fetchReferral, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const [withdrawing, setWithdrawing] = useState(false);
  // the referral bonus is a bonus claim, closed during a break (docs/player-protection.md)
  const onBreak = useBreak();

  // Spec §5: the search runs only when a date is set.
  function search(e: FormEvent) {
    e.preventDefault();
    if (draft === date) void mutate();
    else setDate(draft);
  }

  async function withdraw() {
    setWithdrawing(true);
    const result = await claim('/customers/get-referral-bonus');
    if (result.ok) await Promise.all([mutateGlobal(PROFILE_KEY), mutate()]);
    setWithdrawing(false);
    showDialog(
      result.ok
        ? { type: 'success', message: t('withdrawn') }
        : { type: 'error', message: upstream(result.msg) },
    );
  }

  // Spec §3 referral info: the bonus withdraws from the minimum it states (bonus_turnover), and never at
  // nothing, where the upstream could only answer with an error.
  const withdrawable = !!data && data.pendingSatang > 0 && data.pendingSatang >= data.minimumWithdrawSatang;

  // Spec §3: the upstream's referral prefix; this site's own /ref path when the upstream gives none.
  const link = !data
    ? ''
    : (data.referralLink ??
      (typeof window !== 'undefined'
        ? `${window.location.origin}${withBasePath('/ref')}?id=${encodeURIComponent(data.referralKey)}`
        : ''));

  return (
    <div className="info-sections">
      {data === undefined ? (
        <div className="info-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('loading')}</span>
        </div>
      ) : !data ? (
        <p className="info-empty">{t('unavailable')}</p>
      ) : (
        <>
          <section className="info-section">
            <div className="field">
              <span id="referral-link-label" className="field-label">
                {t('link')}
              </span>
              <div className="info-link">
                {/* The whole link stays readable on a phone: it wraps instead of being cut off. */}
                <output id="referral-link" aria-labelledby="referral-link-label" className="info-link-text">
                  {link}
                </output>
                <CopyButton value={link} label={t('copyLink')} />
              </div>
            </div>
            <h3>{t('percentTitle')}</h3>
            <ul className="info-levels">
              {data.percents.map((percent, i) => (
                <li key={i}>
                  <span>{t('level', { level: i + 1 })}</span>
                  <strong>{t('percent', { value: percent })}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section className="info-section">
            <dl className="info-facts">
              <div>
                <dt>{t('minimumWithdraw')}</dt>
                <dd className="money">{formatMoney(data.minimumWithdrawSatang)}</dd>
              </div>
              <div>
                <dt>{t('totalBonus')}</dt>
                <dd className="money">{total(data.totalSatang)}</dd>
              </div>
              <div>
                <dt>{t('pendingBonus')}</dt>
                <dd className="money">{formatMoney(data.pendingSatang)}</dd>
              </div>
            </dl>
            <BreakNotice scope="bonus" exclusion={onBreak} />
            <button
              type="button"
              className="button button-primary info-wide-button"
              disabled={withdrawing || !withdrawable || !!onBreak}
              aria-busy={withdrawing || undefined}
              aria-describedby={withdrawable ? undefined : 'referral-withdraw-min'}
              onClick={() => void withdraw()}
            >
              {withdrawing ? <span className="spinner info-spinner" aria-hidden="true" /> : null}
              <span>{withdrawing ? t('withdrawing') : t('withdraw')}</span>
            </button>
            {withdrawable ? null : (
              <p id="referral-withdraw-min" className="field-hint">
                {t('withdrawBelowMin', { min: formatMoney(Math.max(data.minimumWithdrawSatang, 1)) })}
              </p>
            )}
            <p className="note">{t('weeklyNote')}</p>
          </section>
        </>
      )}

      <section className="info-section" aria-labelledby="referral-date-title">
        <h3 id="referral-date-title">{t('searchTitle')}</h3>
        <form className="info-date-search" onSubmit={search} role="search">
          <DateSelect
            label={t('date')}
            value={draft}
            min={historyFloor(bangkokToday())}
            max={bangkokToday()}
            onChange={setDraft}
          />
          <button type="submit" className="button button-secondary">
            {t('search')}
          </button>
        </form>
        <p className="info-date-total">
          <span>{t('dateTotal', { date: formatDate(date, locale) })}</span>
          <strong className="money">{data ? total(data.winLoseTotalSatang) : '0.0'}</strong>
        </p>
        <ReferralFriends data={data ?? null} />
      </section>
    </div>
  );
}
