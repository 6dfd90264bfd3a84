'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { bangkokToday, formatDateTime, historyFloor } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { statementCsv } from '@/lib/protection/csv';
import type { StatementView } from '@/lib/protection/view';
import type { Messages } from 'next-intl';
import { DateSelect } from '@/components/ui/date-select';

type Kind = 'all' | 'deposit' | 'withdraw';

/**
 * Lifetime figures and at least 12 months of history, filtered by type and date, as CSV too
 * (docs/player-protection.md).
 */
export function StatementPopup() {
  const t = useTranslations('Protection');
  const locale = useLocale();
  const te = useTranslations('Errors');
  const today = bangkokToday();
  const [filter, setFilter] = useState<{ type: Kind; from?: string; to?: string }>({ type: 'all' });
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  const { data, error } = useSWR<StatementView, unknown>(
    `/statement?${query}`,
    (path: string) => bffFetch<StatementView>(path),
    { shouldRetryOnError: false },
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({
      type: form.get('type') as Kind,
      from: String(form.get('from') || '') || undefined,
      to: String(form.get('to') || '') || undefined,
    });
  };

  const label = (row: StatementView['rows'][number]) => ({
    type: t(row.type),
    status: t.has(`statuses.${row.status as keyof Messages['Protection']['statuses']}`)
      ? t(`statuses.${row.status as keyof Messages['Protection']['statuses']}`)
      : row.status,
  });

  const download = () => {
    if (!data) return;
    const csv = statementCsv(data.rows, [t('date'), t('type'), t('amount'), t('status'), t('note')], label);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `statement-${data.from}-${data.to}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="statement">
      {data ? (
        <dl className="statement-totals">
          <div>
            <dt>{t('lifetimeDeposits')}</dt>
            <dd className="money">{formatMoney(data.totals.depositsSatang)}</dd>
          </div>
          <div>
            <dt>{t('lifetimeWithdrawals')}</dt>
            <dd className="money">{formatMoney(data.totals.withdrawalsSatang)}</dd>
          </div>
          <div>
            <dt>{t('lifetimeNet')}</dt>
            <dd className="money">{formatMoney(data.totals.netSatang)}</dd>
          </div>
        </dl>
      ) : null}
      <form className="statement-filter" onSubmit={submit} key={data ? `${data.from}-${data.to}` : 'loading'}>
        <label>
          {t('type')}
          <select name="type" defaultValue={filter.type}>
            <option value="all">{t('all')}</option>
            <option value="deposit">{t('deposit')}</option>
            <option value="withdraw">{t('withdraw')}</option>
          </select>
        </label>
        <DateSelect
          label={t('from')}
          name="from"
          defaultValue={filter.from ?? data?.from}
          min={historyFloor(today)}
          max={today}
        />
        <DateSelect
          label={t('to')}
          name="to"
          defaultValue={filter.to ?? data?.to}
          min={historyFloor(today)}
          max={today}
        />
        <button type="submit" className="button button-secondary button-small">
          {t('show')}
        </button>
      </form>
      {error ? (
        <p className="alert alert-error" role="alert">
          {te(error instanceof AppError ? error.code : 'unknown')}
        </p>
      ) : null}
      {!data && !error ? <p className="spinner" aria-busy="true" /> : null}
      {data && data.rows.length === 0 ? <p className="empty-state">{t('empty')}</p> : null}
      {data && data.rows.length > 0 ? (
        <ul className="statement-rows">
          {data.rows.map((row) => {
            const { type, status } = label(row);
            return (
              <li key={row.id}>
                <span>{formatDateTime(row.date, locale)}</span>
                <span>{type}</span>
                <span className="money">{formatMoney(row.amountSatang)}</span>
                <span>{status}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        onClick={download}
        disabled={!data || data.rows.length === 0}
      >
        {t('csv')}
      </button>
    </div>
  );
}
