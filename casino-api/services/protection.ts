import { toWireBaht } from '../../lib/casino/contract-money';
import type { ExclusionPeriod, LimitPeriod } from '../../lib/casino/contract-protection';
import { limitPeriods } from '../../lib/casino/contract-protection';
import type { DepositLimitsTable, ExclusionKind } from '../db/schema';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { protectionMessages as m } from '../http/messages';
import { depositPause } from './payout-interlock';
import { limitChange, playLimits, sameLimit, WINDOW_MS, type LimitState } from './play-limits';
import { addNotice } from './notices';
import { thaiDateTime } from './time';

/*
 * Player protection (docs/player-protection.md). Deposit limits are rolling windows of 24 hours, 7 days and
 * 30 days over deposits that are pending or completed; the lowest remaining amount wins. Lowering a limit
 * is immediate, raising or removing one waits 24 hours (UKGC RTS 12), and the waiting value is applied when
 * read, so no job is needed. Breaks only ever get longer.
 */

const HOUR_MS = 60 * 60 * 1000;

type LimitRow = Pick<DepositLimitsTable, 'amount_satang' | 'pending_amount_satang'> & {
  pending_from: Date | null;
};

function addMonths(date: Date, months: number): Date {
  const out = new Date(date);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

const breakLengths: Record<ExclusionPeriod, { kind: ExclusionKind; end: (from: Date) => Date }> = {
  '24h': { kind: 'timeout', end: (d) => new Date(d.getTime() + 24 * HOUR_MS) },
  '7d': { kind: 'timeout', end: (d) => new Date(d.getTime() + 7 * 24 * HOUR_MS) },
  '30d': { kind: 'timeout', end: (d) => new Date(d.getTime() + 30 * 24 * HOUR_MS) },
  '6m': { kind: 'self_exclusion', end: (d) => addMonths(d, 6) },
  '1y': { kind: 'self_exclusion', end: (d) => addMonths(d, 12) },
  '5y': { kind: 'self_exclusion', end: (d) => addMonths(d, 60) },
};

/** The limit in force at `now`: a waiting raise takes over once its 24 hours are up. */
function inForce(
  row: LimitRow | undefined,
  now: Date,
): { amountSatang: number | null; pending: LimitState['pending'] } {
  if (!row) return { amountSatang: null, pending: null };
  if (row.pending_from && row.pending_from <= now)
    return { amountSatang: row.pending_amount_satang, pending: null };
  return {
    amountSatang: row.amount_satang,
    pending: row.pending_from ? { amountSatang: row.pending_amount_satang, from: row.pending_from } : null,
  };
}

async function depositedSince({ db }: Deps, customerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('type', '=', 'deposit')
    .where('status', 'in', ['pending', 'completed'])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function limitStates(deps: Deps, customerId: number): Promise<Record<LimitPeriod, LimitState>> {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('deposit_limits')
    .selectAll()
    .where('customer_id', '=', customerId)
    .execute();
  const entries = await Promise.all(
    limitPeriods.map(async (period) => {
      const { amountSatang, pending } = inForce(
        rows.find((r) => r.period === period),
        now,
      );
      const usedSatang = await depositedSince(deps, customerId, new Date(now.getTime() - WINDOW_MS[period]));
      return [period, { amountSatang, pending, usedSatang }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LimitPeriod, LimitState>;
}

/**
 * The tightest window: what may still be deposited, and which limit says so; null with no limit. A loss
 * limit counts too (AGCO 2.23): a deposit is money that can be lost, so one that would let the net loss
 * pass the limit is refused.
 */
export function remainingOf(
  states: Record<LimitPeriod, LimitState>,
  loss?: Record<LimitPeriod, LimitState>,
): { satang: number; period: LimitPeriod; kind: 'deposit' | 'loss' } | null {
  let best: { satang: number; period: LimitPeriod; kind: 'deposit' | 'loss' } | null = null;
  const sources = [['deposit', states] as const, ...(loss ? [['loss', loss] as const] : [])];
  for (const [kind, windows] of sources) {
    for (const period of limitPeriods) {
      const { amountSatang, usedSatang } = windows[period];
      if (amountSatang === null) continue;
      const left = Math.max(0, amountSatang - usedSatang);
      if (!best || left < best.satang) best = { satang: left, period, kind };
    }
  }
  return best;
}

export async function activeExclusion(deps: Deps, customerId: number) {
  return deps.db
    .selectFrom('exclusions')
    .select(['kind', 'period', 'ends_at'])
    .where('customer_id', '=', customerId)
    .where('ends_at', '>', deps.clock())
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// the site's Thai date style, not the wire format: members read this sentence as it is
const untilText = (date: Date) => `${thaiDateTime(date)} น.`;

/** The refusal for deposits, bonus claims and game launches during a break; null when none is running. */
export async function exclusionRefusal(deps: Deps, customerId: number): Promise<string | null> {
  const active = await activeExclusion(deps, customerId);
  return active ? m.excluded(untilText(active.ends_at)) : null;
}

/** Checked before a deposit request is made: no break running, payouts going, and within every limit. */
export async function assertMayDeposit(deps: Deps, customerId: number, amountSatang: number): Promise<void> {
  const refusal = await exclusionRefusal(deps, customerId);
  if (refusal) throw fieldError('error', refusal);
  // the payout interlock (services/payout-interlock.ts): no money in while it cannot go out
  const paused = await depositPause(deps);
  if (paused) throw fieldError('error', m.depositsPaused[paused]);
  const [states, play] = await Promise.all([limitStates(deps, customerId), playLimits(deps, customerId)]);
  const remaining = remainingOf(states, play.loss);
  if (remaining && amountSatang > remaining.satang) {
    const over = remaining.kind === 'loss' ? m.overLossLimit : m.overLimit;
    throw fieldError('amount', over(m.periods[remaining.period], toWireBaht(remaining.satang)));
  }
}

/** Sets the windows given ('' or null removes a limit); returns whether a raise now waits 24 hours. */
export async function setDepositLimits(
  deps: Deps,
  customerId: number,
  wanted: Partial<Record<LimitPeriod, number | null>>,
): Promise<{ delayed: boolean }> {
  const now = deps.clock();
  let delayed = false;
  let changed = false;
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('deposit_limits')
      .selectAll()
      .where('customer_id', '=', customerId)
      .forUpdate()
      .execute();
    for (const period of limitPeriods) {
      const next = wanted[period];
      if (next === undefined) continue;
      const current = inForce(
        rows.find((r) => r.period === period),
        now,
      ).amountSatang;
      const change = limitChange(current, next, now);
      const values = {
        amount_satang: change.value,
        pending_amount_satang: change.pendingValue,
        pending_from: change.pendingFrom,
      };
      if (values.pending_from) delayed = true;
      const before = rows.find((r) => r.period === period);
      if (
        !sameLimit(before?.amount_satang, values.amount_satang) ||
        !sameLimit(before?.pending_amount_satang, values.pending_amount_satang)
      )
        changed = true;
      await trx
        .insertInto('deposit_limits')
        .values({ customer_id: customerId, period, ...values, updated_at: now })
        .onConflict((oc) => oc.columns(['customer_id', 'period']).doUpdateSet({ ...values, updated_at: now }))
        .execute();
    }
    // the member's other devices hear of it (a limit changed by someone else on a shared phone)
    if (changed) await addNotice(trx, { customerId, kind: 'limits_changed', at: now });
  });
  return { delayed };
}

/** A time-out or self-exclusion; refused when a longer break is already running (it cannot be shortened). */
export async function takeBreak(deps: Deps, customerId: number, period: ExclusionPeriod): Promise<Date> {
  const now = deps.clock();
  const { kind, end } = breakLengths[period];
  const endsAt = end(now);
  const current = await activeExclusion(deps, customerId);
  if (current && current.ends_at >= endsAt)
    throw fieldError('period', m.cannotShorten(untilText(current.ends_at)));
  await deps.db
    .insertInto('exclusions')
    .values({ customer_id: customerId, kind, period, starts_at: now, ends_at: endsAt, created_at: now })
    .execute();
  return endsAt;
}

export { untilText };
export { RAISE_DELAY_MS, type LimitState } from './play-limits';
