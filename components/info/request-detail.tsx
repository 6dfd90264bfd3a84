'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import type { RequestView } from '@/lib/casino/profile-view';
import type { TimelineStepView, TimelineView } from '@/lib/casino/timeline-view';
import { formatDateTime, minutesBetween, toEpochMs } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useRequestTimeline } from '@/lib/hooks/use-request-timeline';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from './load-error';

const OUTCOMES = new Set(['completed', 'rejected', 'cancelled', 'lapsed', 'failed']);

/*
 * A request's detail from the history (Information popup tab 2): each step it went through with its time
 * (casino-api/README.md, request timeline) — made, taken into review, paid or refused with the staff's
 * reason, or lapsed. Against an upstream without the timeline the BFF sends the request's own status and
 * dates (spec §3), shown the same way.
 */
export function RequestDetail({ request, onClose }: { request: RequestView; onClose: () => void }) {
  const t = useTranslations('History');
  const tc = useTranslations('Common');
  const { data, error, isLoading, mutate } = useRequestTimeline(request.id);
  return (
    <Dialog title={t('detailTitle')} closeLabel={tc('close')} onClose={onClose} className="request-detail">
      <p className="request-detail-summary">
        <span className={`info-type info-type-${request.type}`}>{t(request.type)}</span>{' '}
        <strong className="money">{formatMoney(request.amountSatang)}</strong> {tc('baht')}
      </p>
      {data ? <Timeline timeline={data} /> : null}
      {isLoading ? (
        <p className="info-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('detailLoading')}</span>
        </p>
      ) : null}
      {error && !data ? (
        <LoadError error={error} retryLabel={t('detailRetry')} onRetry={() => void mutate()} />
      ) : null}
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onClose}>
          {tc('close')}
        </button>
      </div>
    </Dialog>
  );
}

function Timeline({ timeline }: { timeline: TimelineView }) {
  const t = useTranslations('History');
  const locale = useLocale();
  const upstream = useUpstreamText();
  const { steps, type } = timeline;
  const label = (s: TimelineStepView) =>
    s.kind === 'submitted' || s.kind === 'completed' || s.kind === 'lapsed'
      ? t(`steps.${s.kind}.${type}`)
      : t(`steps.${s.kind}`);
  const submitted = steps.find((s) => s.kind === 'submitted')?.at ?? null;
  const paid = steps.find((s) => s.kind === 'completed')?.at ?? null;
  const took = submitted && paid ? minutesBetween(submitted, paid) : Number.NaN;
  const ended = steps.some((s) => OUTCOMES.has(s.kind));
  return (
    <>
      <ol className="timeline" aria-label={t('stepsLabel')}>
        {steps.map((s, i) => (
          <li key={`${s.kind}-${i}`} className={`timeline-step timeline-${s.kind}`}>
            <span className="timeline-dot" aria-hidden="true" />
            <div className="timeline-body">
              <p className="timeline-label">{label(s)}</p>
              {s.at ? (
                <time className="timeline-time" dateTime={new Date(toEpochMs(s.at)).toISOString()}>
                  {formatDateTime(s.at, locale)}
                </time>
              ) : null}
              {/* the label already says a lapse or the member's own cancel; a refusal says why */}
              {s.reason && (s.kind === 'rejected' || s.kind === 'failed') ? (
                <p className="timeline-reason">{t('reason', { reason: upstream(s.reason) })}</p>
              ) : null}
            </div>
          </li>
        ))}
        {ended ? null : (
          <li className="timeline-step timeline-next">
            <span className="timeline-dot" aria-hidden="true" />
            <div className="timeline-body">
              <p className="timeline-label">{t(`steps.waiting.${type}`)}</p>
            </div>
          </li>
        )}
      </ol>
      {Number.isFinite(took) ? (
        <p className="timeline-took">{t('took', { minutes: Math.max(0, took) })}</p>
      ) : null}
    </>
  );
}
