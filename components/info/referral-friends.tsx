'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import type { ReferralRow, ReferralView } from '@/lib/casino/referral-view';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { DataTable, type Column } from './data-table';

/** Upstream start_at is a date or a date-time; a date shows without a time (lib/dates.ts). */
const startAt = (value: string, locale: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, locale) : formatDateTime(value, locale);

/** The referral tab's tables (spec §2): direct friends, then levels 1 to 3. */
export function ReferralFriends({ data }: { data: ReferralView | null }) {
  const t = useTranslations('Referral');
  const locale = useLocale();
  const columns: Column<ReferralRow>[] = [
    {
      key: 'startAt',
      label: t('startAt'),
      cell: (r) => <span className="info-nowrap">{startAt(r.startAt, locale)}</span>,
    },
    { key: 'username', label: t('username'), cell: (r) => <span className="info-code">{r.username}</span> },
    {
      key: 'amount',
      label: t('amount'),
      numeric: true,
      cell: (r) => <span className="money">{formatMoney(r.amountSatang)}</span>,
    },
  ];
  const tables: Array<{ key: string; title: string; rows: readonly ReferralRow[] }> = [
    { key: 'friends', title: t('friends'), rows: data?.friends ?? [] },
    ...[0, 1, 2].map((i) => ({
      key: `level-${i + 1}`,
      title: t('levelTable', { level: i + 1 }),
      rows: data?.levels[i] ?? [],
    })),
  ];
  return (
    <div className="info-friend-tables">
      {tables.map((table) => (
        <section key={table.key} className="info-friend-table" aria-label={table.title}>
          <h4>
            {table.title} <span className="info-count">({table.rows.length})</span>
          </h4>
          <DataTable
            caption={table.title}
            columns={columns}
            rows={table.rows}
            rowKey={(r, i) => `${r.username}-${r.startAt}-${i}`}
            empty={t('empty')}
          />
        </section>
      ))}
    </div>
  );
}
