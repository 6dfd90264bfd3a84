import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { requestTimelineSchema, RequestStepKind } from '../../lib/casino/contract-withdrawals';
import type { DB, MoneyRequest, RequestStep } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import { walletMessages as m } from '../http/messages';
import { bangkokDateTime } from './time';

/*
 * The request timeline (casino-api/README.md, an extension beyond spec §7): each step a deposit or
 * withdrawal went through after it was made, recorded where it happens — staff review and decisions
 * (routes/operator.ts, settlement.ts), the expiry job (expiry.ts). The submission is the request's own
 * created_at; a request settled before migration 008 has its outcome read from its row.
 */

type Wire = z.input<typeof requestTimelineSchema>;
type WireStep = Wire['steps'][number];

export async function recordStep(
  db: Kysely<DB>,
  step: { requestId: number; step: RequestStep; at: Date; reason?: string | null },
): Promise<void> {
  await db
    .insertInto('request_steps')
    .values({ request_id: step.requestId, step: step.step, reason: step.reason ?? null, created_at: step.at })
    .execute();
}

export type Review = 'in_review' | 'not_pending';

/**
 * Staff take a pending request into review: the member's timeline says so from then on. Taking it
 * twice records it once (the first time is when review began).
 */
export async function markInReview(deps: Deps, requestId: number): Promise<Review> {
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom('requests')
        .select(['id', 'status', 'expires_at'])
        .where('id', '=', requestId)
        .forUpdate()
        .executeTakeFirst();
      if (!request || request.status !== 'pending') return 'not_pending';
      if (request.expires_at !== null && request.expires_at <= now) return 'not_pending';
      const reviewed = await trx
        .selectFrom('request_steps')
        .select('id')
        .where('request_id', '=', requestId)
        .where('step', '=', 'review')
        .executeTakeFirst();
      if (!reviewed) await recordStep(trx, { requestId, step: 'review', at: now });
      return 'in_review';
    });
  } catch (error) {
    // two staff at once: the unique index keeps the first, and both see it in review
    if (isUniqueViolation(error)) return 'in_review';
    throw error;
  }
}

const LAPSE_CAUSES = new Set<string>([m.depositExpired, m.withdrawExpired]);

/** A settled request without a recorded outcome (settled before migration 008): read from its row. */
function outcomeOf(r: MoneyRequest): WireStep | null {
  if (r.status === 'completed') {
    return { step: 'completed', at: bangkokDateTime(r.completed_at ?? r.created_at), reason: null };
  }
  if (r.status === 'pending') return null;
  const at = bangkokDateTime(r.deleted_at ?? r.created_at);
  if (r.status === 'rejected') return { step: 'rejected', at, reason: r.deleted_cause };
  const lapsed = r.deleted_cause !== null && LAPSE_CAUSES.has(r.deleted_cause);
  return { step: lapsed ? 'lapsed' : 'cancelled', at, reason: r.deleted_cause };
}

const OUTCOMES = new Set<RequestStepKind>(['completed', 'rejected', 'cancelled', 'lapsed']);

/** One member's request with its steps, oldest first; null when it is not theirs (or does not exist). */
export async function requestTimeline(
  { db }: Deps,
  customerId: number,
  requestId: number,
): Promise<Wire | null> {
  const request = await db
    .selectFrom('requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!request) return null;
  const rows = await db
    .selectFrom('request_steps')
    .select(['step', 'reason', 'created_at'])
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const steps: WireStep[] = [
    { step: 'submitted', at: bangkokDateTime(request.created_at), reason: null },
    ...rows.map((r) => ({ step: r.step, at: bangkokDateTime(r.created_at), reason: r.reason })),
  ];
  if (!steps.some((s) => OUTCOMES.has(s.step))) {
    const outcome = outcomeOf(request);
    if (outcome) steps.push(outcome);
  }
  return {
    id: String(request.id),
    type: request.type,
    status: request.status,
    amount: toWireBaht(request.amount_satang),
    created_at: bangkokDateTime(request.created_at),
    steps,
  };
}

export const PAYOUT_WINDOW_DAYS = 7;

/**
 * The median time from submit to paid of the withdrawals paid in the last 7 days (an extension
 * beyond spec §7): what a member can expect, from what actually happened. The median rather than the
 * mean, so one withdrawal held for a day does not make every other one look slow.
 */
export async function payoutTime({
  db,
  clock,
}: Deps): Promise<{ paid: number; medianSeconds: number | null }> {
  const since = new Date(clock().getTime() - PAYOUT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await sql<{ paid: number | string; median: number | string | null }>`
    SELECT count(*) AS paid,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - created_at)) AS median
      FROM requests
     WHERE type = 'withdraw' AND status = 'completed' AND completed_at >= ${since}`.execute(db);
  const row = rows[0];
  const paid = Number(row?.paid ?? 0);
  const median = row?.median == null ? null : Math.max(0, Math.round(Number(row.median)));
  return { paid, medianSeconds: paid > 0 ? median : null };
}
