import { toWireBaht } from '../../lib/casino/contract-money';
import type { Deps } from '../deps';
import { historyToWire } from './profile';
import { bangkokDate, bangkokDayRange } from './time';

/*
 * The account statement (docs/player-protection.md): lifetime deposits and withdrawals that were completed,
 * and the member's requests between two Bangkok days — the last 12 months unless asked otherwise.
 */

/** A long statement stays a single answer; 12 months of daily deposits fit easily. */
const MAX_ROWS = 2_000;

/** The member's completed deposits or withdrawals in satang: lifetime, or made within [from, to]. */
export async function completedTotal(
  { db }: Deps,
  customerId: number,
  type: 'deposit' | 'withdraw',
  range?: { from: Date; to: Date },
): Promise<number> {
  let query = db
    .selectFrom('requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .where('status', '=', 'completed');
  if (range) query = query.where('created_at', '>=', range.from).where('created_at', '<=', range.to);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function loadStatement(
  deps: Deps,
  customerId: number,
  query: { type?: 'all' | 'deposit' | 'withdraw'; from?: string; to?: string },
) {
  const now = deps.clock();
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const from = query.from ?? bangkokDate(yearAgo);
  const to = query.to ?? bangkokDate(now);
  let rows = deps.db
    .selectFrom('requests')
    .select([
      'id',
      'type',
      'status',
      'amount_satang',
      'bonus_satang',
      'deleted_cause',
      'deleted_at',
      'created_at',
      'expires_at',
      'qr_image',
    ])
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'pending')
    .where('created_at', '>=', bangkokDayRange(from).start)
    .where('created_at', '<', bangkokDayRange(to).end)
    .orderBy('id', 'desc')
    .limit(MAX_ROWS);
  if (query.type && query.type !== 'all') rows = rows.where('type', '=', query.type);
  const [deposits, withdrawals, list] = await Promise.all([
    completedTotal(deps, customerId, 'deposit'),
    completedTotal(deps, customerId, 'withdraw'),
    rows.execute(),
  ]);
  return {
    totals: {
      deposits: toWireBaht(deposits),
      withdrawals: toWireBaht(withdrawals),
      net: toWireBaht(withdrawals - deposits),
    },
    from,
    to,
    rows: list.map((r) => historyToWire({ ...r, qr_image: null, qr_payload: null })),
  };
}
