import type { Kysely, Transaction } from 'kysely';
import type { DB, LedgerKind } from '../db/schema';

/* The wallet: every credit change is a ledger row and the credit is their sum (docs/architecture.md §6). */

type Executor = Kysely<DB> | Transaction<DB>;

export async function balanceOf(db: Executor, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function post(
  db: Executor,
  entry: { customerId: number; amountSatang: number; kind: LedgerKind; ref?: string; at: Date },
): Promise<void> {
  if (!Number.isSafeInteger(entry.amountSatang)) throw new RangeError('ledger amounts are integer satang');
  await db
    .insertInto('ledger')
    .values({
      customer_id: entry.customerId,
      amount_satang: entry.amountSatang,
      kind: entry.kind,
      ref: entry.ref ?? null,
      created_at: entry.at,
    })
    .execute();
}
