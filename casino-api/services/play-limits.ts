import { sql } from 'kysely';
import type { LimitPeriod } from '../../lib/casino/contract-protection';
import { limitPeriods } from '../../lib/casino/contract-protection';
import type { PlayLimitKind } from '../db/schema';
import type { Deps } from '../deps';
import { addNotice } from './notices';

/*
 * Loss limits and the session-time limit (docs/player-protection.md; AGCO standards 2.23-2.24): a net loss
 * per rolling 24 hours, 7 days and 30 days (bets minus wins, from the ledger), and how long one sign-in may
 * last. The same rule as deposit limits: a lower limit applies at once, a higher one or a removal after
 * 24 hours, applied when read.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A raise or removal of any limit waits this long (UKGC RTS 12, AGCO 2.23). */
export const RAISE_DELAY_MS = 24 * HOUR_MS;
export const WINDOW_MS: Record<LimitPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** A limit in force, a change waiting its 24 hours, and what its window has used (satang). */
export interface LimitState {
  amountSatang: number | null;
  pending: { amountSatang: number | null; from: Date } | null;
  usedSatang: number;
}

const lossKinds: Record<LimitPeriod, PlayLimitKind> = {
  day: 'loss_day',
  week: 'loss_week',
  month: 'loss_month',
};

interface Row {
  kind: PlayLimitKind;
  value: number | null;
  pending_value: number | null;
  pending_from: Date | null;
}

/** The value in force at `now`, and a change still waiting out its 24 hours. */
function inForce(
  row: Row | undefined,
  now: Date,
): { value: number | null; pending: { value: number | null; from: Date } | null } {
  if (!row) return { value: null, pending: null };
  if (row.pending_from && row.pending_from <= now) return { value: row.pending_value, pending: null };
  return {
    value: row.value,
    pending: row.pending_from ? { value: row.pending_value, from: row.pending_from } : null,
  };
}

/** Net game loss since `since`: bets minus wins, never below zero. */
async function lostSince({ db }: Deps, customerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('kind', 'in', ['bet', 'win'])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Math.max(0, -Number(row.total));
}

export interface PlayLimits {
  loss: Record<LimitPeriod, LimitState>;
  session: { minutes: number | null; pending: { minutes: number | null; from: Date } | null };
}

export async function playLimits(deps: Deps, customerId: number): Promise<PlayLimits> {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('play_limits')
    .selectAll()
    .where('customer_id', '=', customerId)
    .execute();
  const find = (kind: PlayLimitKind) => rows.find((r) => r.kind === kind);
  const loss = Object.fromEntries(
    await Promise.all(
      limitPeriods.map(async (period) => {
        const { value, pending } = inForce(find(lossKinds[period]), now);
        const usedSatang =
          value === null && !pending
            ? 0
            : await lostSince(deps, customerId, new Date(now.getTime() - WINDOW_MS[period]));
        const state: LimitState = {
          amountSatang: value,
          pending: pending ? { amountSatang: pending.value, from: pending.from } : null,
          usedSatang,
        };
        return [period, state] as const;
      }),
    ),
  ) as Record<LimitPeriod, LimitState>;
  const session = inForce(find('session'), now);
  return {
    loss,
    session: {
      minutes: session.value,
      pending: session.pending ? { minutes: session.pending.value, from: session.pending.from } : null,
    },
  };
}

/** The session limit in force, in minutes; null when none. One read, for sign-in and refresh. */
export async function sessionLimitMinutes(deps: Deps, customerId: number): Promise<number | null> {
  const row = await deps.db
    .selectFrom('play_limits')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'session')
    .executeTakeFirst();
  return inForce(row, deps.clock()).value;
}

/**
 * The first loss window that stops play: used up already, or, for a bet, one the bet could take past its
 * limit; null when play may go on.
 */
export function lossReached(loss: PlayLimits['loss'], betSatang = 0): LimitPeriod | null {
  for (const period of limitPeriods) {
    const { amountSatang, usedSatang } = loss[period];
    if (amountSatang === null) continue;
    if (betSatang ? usedSatang + betSatang > amountSatang : usedSatang >= amountSatang) return period;
  }
  return null;
}

/** Sets the limits given (null removes one) under the 24-hour rule; returns whether any change waits. */
export async function setPlayLimits(
  deps: Deps,
  customerId: number,
  wanted: { loss: Partial<Record<LimitPeriod, number | null>>; sessionMinutes?: number | null },
): Promise<{ delayed: boolean }> {
  const now = deps.clock();
  const changes: [PlayLimitKind, number | null][] = [
    ...limitPeriods.flatMap((p) =>
      wanted.loss[p] === undefined ? [] : [[lossKinds[p], wanted.loss[p]!] as [PlayLimitKind, number | null]],
    ),
    ...(wanted.sessionMinutes === undefined
      ? []
      : [['session', wanted.sessionMinutes] as [PlayLimitKind, number | null]]),
  ];
  let delayed = false;
  let changed = false;
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('play_limits')
      .selectAll()
      .where('customer_id', '=', customerId)
      .forUpdate()
      .execute();
    for (const [kind, next] of changes) {
      const current = inForce(
        rows.find((r) => r.kind === kind),
        now,
      ).value;
      const change = limitChange(current, next, now);
      const values = {
        value: change.value,
        pending_value: change.pendingValue,
        pending_from: change.pendingFrom,
      };
      if (values.pending_from) delayed = true;
      const before = rows.find((r) => r.kind === kind);
      if (!sameLimit(before?.value, values.value) || !sameLimit(before?.pending_value, values.pending_value))
        changed = true;
      await trx
        .insertInto('play_limits')
        .values({ customer_id: customerId, kind, ...values, updated_at: now })
        .onConflict((oc) => oc.columns(['customer_id', 'kind']).doUpdateSet({ ...values, updated_at: now }))
        .execute();
      // a session limit that applies now also ends the sign-ins already running once they are that old
      if (kind === 'session' && change.value !== null && !change.pendingFrom) {
        await trx
          .updateTable('access_tokens')
          .set({ expires_at: sql`LEAST(expires_at, created_at + ${change.value} * interval '1 minute')` })
          .where('customer_id', '=', customerId)
          .where('kind', '=', 'member')
          .execute();
      }
    }
    if (changed) await addNotice(trx, { customerId, kind: 'limits_changed', at: now });
  });
  return { delayed };
}

/** A stored limit (bigint columns may arrive as text) against the one about to be stored. */
export function sameLimit(stored: number | string | null | undefined, next: number | null): boolean {
  return (stored === null || stored === undefined ? null : Number(stored)) === next;
}

/** The 24-hour rule (UKGC RTS 12, AGCO 2.23): lower (or a first limit) now; higher or none after 24 hours. */
export function limitChange(
  current: number | null,
  next: number | null,
  now: Date,
): { value: number | null; pendingValue: number | null; pendingFrom: Date | null } {
  const lower = next !== null && (current === null || next < current);
  if (lower || next === current) return { value: next, pendingValue: null, pendingFrom: null };
  return { value: current, pendingValue: next, pendingFrom: new Date(now.getTime() + RAISE_DELAY_MS) };
}
