import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { referralInfoSchema } from '../../lib/casino/contract-entities';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { DB } from '../db/schema';
import type { Deps } from '../deps';
import { post } from './ledger';
import { bangkokDateTime, bangkokDayRange, lastFridayMidnight } from './time';

/*
 * Three-level referral (spec §2 tab 4, §9): a member earns a percent of the deposits of friends
 * they brought (level 1), of their friends (2) and of theirs (3). Commission is summarised
 * weekly into referral_bonuses and paid into the wallet on request.
 */

type Friend = { id: number; username: string | null; phone: string; created_at: Date };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Friends show by customer id, or a masked phone before their first deposit: never a full number. */
const display = (f: Friend) => f.username ?? `${f.phone.slice(0, 3)}xxxx${f.phone.slice(-3)}`;

async function friendLevels(db: Kysely<DB>, customerId: number): Promise<Friend[][]> {
  const levels: Friend[][] = [];
  let parents = [customerId];
  for (let level = 0; level < 3; level += 1) {
    const friends = parents.length
      ? await db
          .selectFrom('customers')
          .select(['id', 'username', 'phone', 'created_at'])
          .where('referrer_id', 'in', parents)
          .orderBy('id')
          .execute()
      : [];
    levels.push(friends);
    parents = friends.map((f) => f.id);
  }
  return levels;
}

async function depositsBy(
  db: Kysely<DB>,
  ids: number[],
  start: Date,
  end: Date,
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('requests')
    .select((eb) => ['customer_id', eb.fn.sum<number>('amount_satang').as('total')])
    .where('customer_id', 'in', ids)
    .where('type', '=', 'deposit')
    .where('status', '=', 'completed')
    .where('completed_at', '>=', start)
    .where('completed_at', '<', end)
    .groupBy('customer_id')
    .execute();
  return new Map(rows.map((r) => [r.customer_id, Number(r.total)]));
}

export async function referralInfo(
  deps: Deps,
  customerId: number,
  day: string,
): Promise<z.input<typeof referralInfoSchema>> {
  const { db, config } = deps;
  const { start, end } = bangkokDayRange(day);
  const customer = await db
    .selectFrom('customers')
    .select('referral_key')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const levels = await friendLevels(db, customerId);
  const deposits = await depositsBy(
    db,
    levels.flat().map((f) => f.id),
    start,
    end,
  );
  const rows = (friends: Friend[]) =>
    friends.map((f) => ({
      start_at: bangkokDateTime(f.created_at),
      username: display(f),
      amount: toWireBaht(deposits.get(f.id) ?? 0),
    }));
  const bonuses = await db
    .selectFrom('referral_bonuses')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'),
      eb.fn
        .coalesce(eb.fn.sum<number>('amount_satang').filterWhere('paid_at', 'is', null), eb.lit(0))
        .as('pending'),
    ])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const direct = levels[0] ?? [];
  const winLoss = direct.length
    ? await db
        .selectFrom('ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
        .where(
          'customer_id',
          'in',
          direct.map((f) => f.id),
        )
        .where('kind', 'in', ['bet', 'win'])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .executeTakeFirstOrThrow()
    : { total: 0 };
  const [p1, p2, p3] = config.referral.percents;
  return {
    customer: {
      referral_key: customer.referral_key,
      bonus_referral_total: toWireBaht(Number(bonuses.total)),
      bonus_referral_pending: toWireBaht(Number(bonuses.pending)),
    },
    bonus: { bonus_turnover: toWireBaht(config.referral.minPayoutSatang) },
    mlm_percent: { level_1: String(p1), level_2: String(p2), level_3: String(p3) },
    customer_referrals: rows(direct),
    customer_win_loses: { total: toWireBaht(Number(winLoss.total)) },
    mlm_referrals: [rows(levels[0] ?? []), rows(levels[1] ?? []), rows(levels[2] ?? [])],
  };
}

/** Commission for the week ending at the last Friday 00:00 Bangkok; idempotent per week. */
export async function summariseWeek(deps: Deps): Promise<number> {
  const { db, config } = deps;
  const end = lastFridayMidnight(deps.clock());
  const start = new Date(end.getTime() - WEEK_MS);
  const referrers = await db
    .selectFrom('customers')
    .select('referrer_id')
    .distinct()
    .where('referrer_id', 'is not', null)
    .execute();
  let written = 0;
  for (const { referrer_id: id } of referrers) {
    if (id === null) continue;
    const levels = await friendLevels(db, id);
    const deposits = await depositsBy(
      db,
      levels.flat().map((f) => f.id),
      start,
      end,
    );
    const amount = levels.reduce(
      (sum, friends, level) =>
        sum +
        friends.reduce(
          (s, f) =>
            s + Math.floor(((deposits.get(f.id) ?? 0) * (config.referral.percents[level] ?? 0)) / 100),
          0,
        ),
      0,
    );
    if (amount <= 0) continue;
    const inserted = await db
      .insertInto('referral_bonuses')
      .values({
        customer_id: id,
        period_start: start,
        period_end: end,
        amount_satang: amount,
        created_at: deps.clock(),
      })
      .onConflict((oc) => oc.columns(['customer_id', 'period_start']).doNothing())
      .executeTakeFirst();
    written += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** Pays every unpaid week at once, if together they reach the minimum (spec §2 tab 4). */
export async function payReferralBonus(deps: Deps, customerId: number): Promise<number | 'below_minimum'> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const unpaid = await trx
      .selectFrom('referral_bonuses')
      .select(['id', 'amount_satang'])
      .where('customer_id', '=', customerId)
      .where('paid_at', 'is', null)
      .execute();
    const total = unpaid.reduce((s, r) => s + r.amount_satang, 0);
    if (total <= 0 || total < deps.config.referral.minPayoutSatang) return 'below_minimum' as const;
    await trx
      .updateTable('referral_bonuses')
      .set({ paid_at: now })
      .where(
        'id',
        'in',
        unpaid.map((r) => r.id),
      )
      .execute();
    await post(trx, {
      customerId,
      amountSatang: total,
      kind: 'referral',
      ref: `referral:${unpaid.map((r) => r.id).join(',')}`,
      at: now,
    });
    return total;
  });
}
