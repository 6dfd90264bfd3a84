import { upstreamMessageKey } from '../i18n/upstream-messages';
import { toSatang } from './contract-money';
import type { CompletedRequest, PendingRequest } from './contract-entities';
import type { PayoutTime, RequestStepKind, RequestTimeline } from './contract-withdrawals';

/*
 * What the browser gets of a request's timeline (the history detail) and of the payout time (the
 * withdraw dialog, the Information popup). From the upstream's timeline extension when it has one;
 * otherwise from the request itself (spec §3: status, created_at, deleted_at, deleted_cause), so a
 * member of an operator without the extension still sees when it was made and how it ended.
 */

/** `failed`: an outcome the upstream did not name (a status other than completed, rejected, cancelled). */
export type TimelineStepKind = RequestStepKind | 'failed';

export interface TimelineStepView {
  kind: TimelineStepKind;
  /** Upstream 'YYYY-MM-DD HH:MM:SS', Asia/Bangkok; null when the upstream gives no time for it. */
  at: string | null;
  /** A refusal's reason, as the upstream wrote it (spec §8 Thai). */
  reason: string | null;
}

export interface TimelineView {
  id: string;
  type: 'deposit' | 'withdraw';
  status: 'pending' | 'completed' | 'failed';
  amountSatang: number;
  /** Oldest first; the first is the submission. */
  steps: TimelineStepView[];
  /** false: read from the request's own fields, the upstream keeps no timeline. */
  recorded: boolean;
}

const statusOf = (status: string): TimelineView['status'] =>
  status === 'pending' ? 'pending' : status === 'completed' ? 'completed' : 'failed';

export function toTimelineView(t: RequestTimeline): TimelineView {
  return {
    id: t.id,
    type: t.type,
    status: statusOf(t.status),
    amountSatang: toSatang(t.amount),
    steps: t.steps.map((s) => ({ kind: s.step, at: s.at, reason: s.reason ?? null })),
    recorded: true,
  };
}

const LAPSES = new Set(['depositExpired', 'withdrawExpired']);

/** How a settled request ended, from its spec §3 fields. */
function outcomeOf(r: CompletedRequest): TimelineStepView {
  const reason = r.deleted_cause ?? null;
  const at = r.deleted_at ?? null;
  // spec §3 gives a completed request no completion time
  if (r.status === 'completed') return { kind: 'completed', at: null, reason: null };
  if (r.status === 'rejected') return { kind: 'rejected', at, reason };
  if (r.status === 'cancelled') {
    const key = reason ? upstreamMessageKey(reason) : undefined;
    return { kind: key && LAPSES.has(key) ? 'lapsed' : 'cancelled', at, reason };
  }
  return { kind: 'failed', at, reason };
}

/** A settled request (the profile's completed_requests) without an upstream timeline. */
export function timelineFromRequest(r: CompletedRequest): TimelineView {
  return {
    id: r.id,
    type: r.type,
    status: statusOf(r.status),
    amountSatang: toSatang(r.amount),
    steps: [{ kind: 'submitted', at: r.created_at ?? null, reason: null }, outcomeOf(r)],
    recorded: false,
  };
}

/** The pending request (the profile's pending_request) without an upstream timeline. */
export function timelineFromPending(r: PendingRequest): TimelineView {
  return {
    id: r.id,
    type: r.type,
    status: 'pending',
    amountSatang: toSatang(r.amount),
    steps: [{ kind: 'submitted', at: r.created_at, reason: null }],
    recorded: false,
  };
}

export interface PayoutTimeView {
  /** Median seconds from submit to paid; null when the upstream has no figure (or no extension). */
  medianSeconds: number | null;
  /** The window it covers, in days. */
  days: number;
}

export const NO_PAYOUT_TIME: PayoutTimeView = { medianSeconds: null, days: 7 };

export function toPayoutTimeView(p: PayoutTime): PayoutTimeView {
  return { medianSeconds: p.paid > 0 ? p.median_seconds : null, days: p.days };
}
