import { toWireBaht } from '../../lib/casino/contract-money';
import { limitPeriods } from '../../lib/casino/contract-protection';
import type { Deps } from '../deps';
import { limitStates } from './protection';
import { completedTotal } from './statement';
import { bangkokDateTime } from './time';

/*
 * The periodic account review (docs/player-protection.md, UKGC LCCP in force 31 Oct 2025 and 30 Jun 2026):
 * on sign-in, once the member's chosen 1, 3 or 6 months have passed since they last dismissed it (or since
 * registration), a summary of completed deposits and withdrawals in that period and the net
 * (withdrawals − deposits, as the statement defines it). A member with no deposit limit in force is asked
 * again to set one once a year, counted the same way. Both are worked out when read, so no job is needed.
 */

const LIMIT_PROMPT_MONTHS = 12;

function addMonths(date: Date, months: number): Date {
  const out = new Date(date);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

export async function accountReview(deps: Deps, customerId: number) {
  const now = deps.clock();
  const customer = await deps.db
    .selectFrom('customers')
    .select(['review_months', 'reviewed_at', 'limit_prompted_at', 'created_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const from = customer.reviewed_at ?? customer.created_at;
  const [deposits, withdrawals, states] = await Promise.all([
    completedTotal(deps, customerId, 'deposit', { from, to: now }),
    completedTotal(deps, customerId, 'withdraw', { from, to: now }),
    limitStates(deps, customerId),
  ]);
  const noLimit = limitPeriods.every((p) => states[p].amountSatang === null);
  const askedAt = customer.limit_prompted_at ?? customer.created_at;
  return {
    due: addMonths(from, customer.review_months) <= now,
    every_months: customer.review_months,
    from: bangkokDateTime(from),
    to: bangkokDateTime(now),
    totals: {
      deposits: toWireBaht(deposits),
      withdrawals: toWireBaht(withdrawals),
      net: toWireBaht(withdrawals - deposits),
    },
    limit_prompt_due: noLimit && addMonths(askedAt, LIMIT_PROMPT_MONTHS) <= now,
  };
}

/**
 * The member dismissed the prompt: a review that was due is done as of now, a limit prompt that was due is
 * answered as of now, and a new interval applies from now on (counted from the last review).
 */
export async function dismissAccountReview(
  deps: Deps,
  customerId: number,
  everyMonths: number | undefined,
): Promise<void> {
  const now = deps.clock();
  const current = await accountReview(deps, customerId);
  const changes = {
    ...(everyMonths !== undefined ? { review_months: everyMonths } : {}),
    ...(current.due ? { reviewed_at: now } : {}),
    ...(current.limit_prompt_due ? { limit_prompted_at: now } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await deps.db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
}
