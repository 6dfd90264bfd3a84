import type { Deps } from '../deps';

/*
 * The payout interlock (docs/player-protection.md, "Payout interlock"; beyond the regulatory anchors): a
 * site that is not paying out must not keep taking money in. Deposits pause while
 *   - staff have paused payouts (the operator API's switch, PUT /operator/payouts), or
 *   - payouts run far past the promise: of the last 10 withdrawals made in the last 7 days, counting a paid
 *     one by its time from request to paid, one still waiting by its age so far and one that lapsed unpaid
 *     (its spec §9 window ran out) as never paid, more than half took longer than 3 × the promised
 *     15 minutes. At least 5 such withdrawals are needed, so two slow ones on a quiet day decide nothing.
 * Both are read at each deposit, so deposits resume by themselves once the switch is off or the last
 * withdrawals are quick again; no job is needed.
 */

/** The site's promise: withdrawals are paid in 10-15 minutes (messages: Wallet.withdrawNote). */
export const PROMISED_PAYOUT_SECONDS = 15 * 60;
export const SLOW_FACTOR = 3;
export const RECENT_WITHDRAWALS = 10;
export const MIN_WITHDRAWALS = 5;
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type DepositPause = 'payouts_paused' | 'slow_payouts';

export async function payoutsPausedSince({ db }: Deps): Promise<Date | null> {
  const row = await db
    .selectFrom('operator_switches')
    .select('since')
    .where('name', '=', 'payouts_paused')
    .executeTakeFirst();
  return row?.since ?? null;
}

export async function setPayoutsPaused(deps: Deps, paused: boolean): Promise<void> {
  if (!paused) {
    await deps.db.deleteFrom('operator_switches').where('name', '=', 'payouts_paused').execute();
    return;
  }
  await deps.db
    .insertInto('operator_switches')
    .values({ name: 'payouts_paused', since: deps.clock() })
    // turning it on again keeps when it first went on
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * The lower median of the last withdrawals' payout times in seconds (Infinity for one that lapsed unpaid),
 * and how many were counted; null with fewer than MIN_WITHDRAWALS.
 */
export async function recentPayoutSeconds(
  deps: Deps,
): Promise<{ medianSeconds: number; counted: number } | null> {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('requests')
    .select(['status', 'created_at', 'completed_at'])
    .where('type', '=', 'withdraw')
    // rejected by staff is a decision, not a payout; a withdrawal is only ever cancelled by lapsing
    .where('status', 'in', ['completed', 'pending', 'cancelled'])
    .where('created_at', '>=', new Date(now.getTime() - WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(RECENT_WITHDRAWALS)
    .execute();
  if (rows.length < MIN_WITHDRAWALS) return null;
  const seconds = rows
    .map((r) => {
      if (r.status === 'cancelled') return Number.POSITIVE_INFINITY;
      const end = r.status === 'completed' && r.completed_at ? r.completed_at : now;
      return Math.max(0, (end.getTime() - r.created_at.getTime()) / 1000);
    })
    .sort((a, b) => a - b);
  // the lower median: over it means more than half were slower
  return { medianSeconds: seconds[Math.ceil(seconds.length / 2) - 1]!, counted: seconds.length };
}

/** Why deposits are paused now, or null when they are open. */
export async function depositPause(deps: Deps): Promise<DepositPause | null> {
  if (await payoutsPausedSince(deps)) return 'payouts_paused';
  const recent = await recentPayoutSeconds(deps);
  if (recent && recent.medianSeconds > SLOW_FACTOR * PROMISED_PAYOUT_SECONDS) return 'slow_payouts';
  return null;
}
