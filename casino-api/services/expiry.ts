import { sql } from 'kysely';
import type { Deps } from '../deps';
import { walletMessages as m } from '../http/messages';

/*
 * Server-side expiry (spec §9: deposit 15 min, withdrawal 30 min): the browser's countdown is not
 * the only guard, a closed tab must not leave a request pending forever. A withdrawal held its
 * money with a negative ledger row (services/withdrawals.ts), so cancelling it posts the refund.
 * One statement: the cancel, its timeline step, the member's notice and the refund commit together, and a concurrent
 * operator decision (settlement.ts locks the row) sees either the pending row or the cancelled one,
 * never both.
 */

export const DEPOSIT_WINDOW_SECONDS = 15 * 60; // spec §9: 900000 ms
export const WITHDRAW_WINDOW_SECONDS = 30 * 60; // spec §9: 1800000 ms

export interface Expired {
  cancelled: number;
  refunded: number;
}

/** Cancels pending requests past expires_at: one member's (lazily, on reads) or everybody's (jobs). */
export async function expireRequests({ db, clock }: Deps, customerId?: number): Promise<Expired> {
  const now = clock();
  const whose = customerId === undefined ? sql`` : sql`AND customer_id = ${customerId}`;
  const { rows } = await sql<{ cancelled: number; refunded: number }>`
    WITH expired AS (
      UPDATE requests
         SET status = 'cancelled', deleted_at = ${now},
             deleted_cause = CASE WHEN type = 'deposit' THEN ${m.depositExpired} ELSE ${m.withdrawExpired} END
       WHERE status = 'pending' AND expires_at <= ${now} ${whose}
      RETURNING id, customer_id, type, amount_satang
    ), lapses AS (
      -- the member's timeline says it lapsed, and when (services/request-steps.ts)
      INSERT INTO request_steps (request_id, step, reason, created_at)
      SELECT id, 'lapsed', NULL, ${now} FROM expired
      RETURNING id
    ), notices AS (
      -- and hears of it on any page (services/notices.ts)
      INSERT INTO member_notices (customer_id, kind, amount_satang, request_id, created_at)
      SELECT customer_id, CASE WHEN type = 'deposit' THEN 'deposit_lapsed' ELSE 'withdraw_lapsed' END,
             amount_satang, id, ${now}
        FROM expired
      RETURNING id
    ), refunds AS (
      INSERT INTO ledger (customer_id, amount_satang, kind, ref, created_at)
      SELECT customer_id, amount_satang, 'withdraw', 'request:' || id || ':refund', ${now}
        FROM expired WHERE type = 'withdraw'
      RETURNING id
    )
    SELECT (SELECT count(*) FROM expired) AS cancelled, (SELECT count(*) FROM refunds) AS refunded`.execute(
    db,
  );
  const row = rows[0];
  return { cancelled: Number(row?.cancelled ?? 0), refunded: Number(row?.refunded ?? 0) };
}
