'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProfileView, RequestView } from '@/lib/casino/profile-view';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, formatMoneyOrNone } from '@/lib/format';
import { openPopup } from '@/lib/stores/popup';
import { DataTable, type Column } from './data-table';
import { RequestDetail } from './request-detail';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { useRequestTimeline } from '@/lib/hooks/use-request-timeline';

type Pending = NonNullable<ProfileView['pendingRequest']>;

/**
 * Tab 2 of the Information popup (spec §2): the member's pending request on top, with the step it is
 * at now (docs/architecture.md §8: spec §2 lists settled requests only), then the settled deposits
 * and withdrawals.
 */
export function HistoryTab({
  requests,
  pending = null,
}: {
  requests: readonly RequestView[];
  pending?: Pending | null;
}) {
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
      {pending ? <PendingRequest pending={pending} onDetail={setOpen} /> : null}
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

const pendingAsRequest = (p: Pending): RequestView => ({
  id: p.id,
  type: p.type,
  status: 'pending',
  amountSatang: p.amountSatang,
  bonusSatang: 0,
  deletedCause: null,
  date: p.createdAt,
});

/** The pending request: what it is, since when, and where it is now (requested or in review), live. */
function PendingRequest({ pending, onDetail }: { pending: Pending; onDetail: (r: RequestView) => void }) {
  const t = useTranslations('History');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const { data } = useRequestTimeline(pending.id, true);
  const inReview = data?.steps.some((s) => s.kind === 'review') ?? false;
  const request = pendingAsRequest(pending);
  return (
    <section className="history-pending" aria-labelledby="history-pending-title">
      <h3 id="history-pending-title">{t('pendingTitle')}</h3>
      <p className="history-pending-what">
        <span className={`info-type info-type-${pending.type}`}>{t(pending.type)}</span>{' '}
        <strong className="money">{formatMoney(pending.amountSatang)}</strong> {tc('baht')}
      </p>
      <p className="history-pending-step" role="status">
        <span className="spinner spinner-small" aria-hidden="true" />
        {t(inReview ? 'pendingNow.review' : 'pendingNow.submitted')}
      </p>
      <p className="history-pending-since">
        {t('pendingSince', { time: formatDateTime(pending.createdAt, locale) })}
      </p>
      <button
        type="button"
        className="button button-ghost button-small"
        aria-label={t('detailFor', { type: t(pending.type), amount: formatMoney(pending.amountSatang) })}
        onClick={() => onDetail(request)}
      >
        {t('showDetail')}
      </button>
    </section>
  );
}
