import type { MoneyRequest } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { walletMessages as m } from '../http/messages';
import { balanceOf, post } from './ledger';
import { expireRequests, WITHDRAW_WINDOW_SECONDS } from './expiry';
import { addSeconds } from './time';

/*
 * Withdrawals hold the money at once (a negative ledger row) so the credit shown is what can
 * still be spent. The customer row is locked FOR UPDATE for the whole check-then-debit, so
 * concurrent requests queue behind each other and can never overdraw. Unsettled after 30 minutes,
 * the server cancels it and gives the money back (services/expiry.ts).
 */

export async function createWithdrawal(
  deps: Deps,
  customerId: number,
  amountSatang: number,
): Promise<MoneyRequest> {
  await expireRequests(deps, customerId);
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const customer = await trx
        .selectFrom('customers')
        .select(['id', 'bank'])
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const deposited = await trx
        .selectFrom('requests')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('type', '=', 'deposit')
        .where('status', '=', 'completed')
        .executeTakeFirst();
      // spec §1: a customer who has never deposited cannot withdraw — said before anything else
      if (!deposited) throw fieldError('amount', m.neverDeposited);
      if (!customer.bank) throw fieldError('error', m.needBank);
      const pending = await trx
        .selectFrom('requests')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw fieldError('amount', m.pendingExists);
      const promotion = await trx
        .selectFrom('customer_promotions')
        .select(['turnover_satang', 'turnover_needed_satang'])
        .where('customer_id', '=', customerId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (promotion && promotion.turnover_satang < promotion.turnover_needed_satang)
        throw fieldError('amount', m.turnoverIncomplete);
      if ((await balanceOf(trx, customerId)) < amountSatang) throw fieldError('amount', m.insufficient);
      const request = await trx
        .insertInto('requests')
        .values({
          customer_id: customerId,
          type: 'withdraw',
          amount_satang: amountSatang,
          status: 'pending',
          promotion_id: null,
          qr_payload: null,
          expires_at: addSeconds(now, WITHDRAW_WINDOW_SECONDS),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await post(trx, {
        customerId,
        amountSatang: -amountSatang,
        kind: 'withdraw',
        ref: `request:${request.id}`,
        at: now,
      });
      return request;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('amount', m.pendingExists);
    throw error;
  }
}
