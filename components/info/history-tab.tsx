'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RequestView } from '@/lib/casino/profile-view';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, formatMoneyOrNone } from '@/lib/format';
import { openPopup } from '@/lib/stores/popup';
import { DataTable, type Column } from './data-table';
import { RequestDetail } from './request-detail';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';

/** Tab 2 of the Information popup (spec §2): the member's settled deposits and withdrawals. */
export function HistoryTab({ requests }: { requests: readonly RequestView[] }) {
  const t = useTranslations('History');
  const upstream = useUpstreamText();
  const locale = useLocale();
  const [open, setOpen] = useState<RequestView | null>(null);
  const columns: Column<RequestView>[] = [
    {
      key: 'type',
      label: t('type'),
      cell: (r) => <span className={`info-type info-type-${r.type}`}>{t(r.type)}</span>,
    },
    {
      key: 'amount',
      label: t('amount'),
      numeric: true,
      cell: (r) => <span className="money">{formatMoney(r.amountSatang)}</span>,
    },
    { key: 'bonus', label: t('bonus'), numeric: true, cell: (r) => formatMoneyOrNone(r.bonusSatang, '-') },
    {
      key: 'status',
      label: t('status'),
      cell: (r) =>
        r.status === 'completed' ? (
          <span className="info-badge info-badge-success">{t('completed')}</span>
        ) : (
          <span className="info-status-failed">
            <span className="info-badge info-badge-danger">{t('cancelled')}</span>
            {r.deletedCause ? <span className="info-cause">{upstream(r.deletedCause)}</span> : null}
          </span>
        ),
    },
    {
      key: 'date',
      label: t('date'),
      cell: (r) => <span className="info-nowrap">{formatDateTime(r.date, locale)}</span>,
    },
    {
      key: 'detail',
      label: t('detail'),
      // each step with its time: made, in review, paid or refused (components/info/request-detail.tsx)
      cell: (r) => (
        <button
          type="button"
          className="button button-ghost button-small"
          aria-label={t('detailFor', { type: t(r.type), amount: formatMoney(r.amountSatang) })}
          onClick={() => setOpen(r)}
        >
          {t('showDetail')}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={requests}
        rowKey={(r) => `${r.type}-${r.id}`}
        empty={t('empty')}
      />
      {/* the account's lifetime figures and a longer, filterable, exportable history
          (docs/player-protection.md) */}
      <button
        type="button"
        className="button button-secondary button-small info-statement-link"
        onClick={() => openPopup('Statement')}
      >
        {t('statementLink')}
      </button>
      {open ? <RequestDetail request={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
