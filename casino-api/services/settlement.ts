import { sql } from 'kysely';
import type { Deps } from '../deps';
import { walletMessages as m } from '../http/messages';
import { assignUsername } from './customers';
import { post } from './ledger';
import { addNotice } from './notices';
import { recordStep } from './request-steps';

/*
 * Staff decisions on pending requests (operator API). A deposit credits the wallet, its bonus and
 * starts the promotion's turnover; a rejected withdrawal gives the held money back.
 */

export type Settlement = 'approved' | 'rejected' | 'not_pending';

export async function settleRequest(
  deps: Deps,
  requestId: number,
  approve: boolean,
  cause?: string,
): Promise<Settlement> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!request || request.status !== 'pending') return 'not_pending';
    // past its deadline it belongs to the expiry sweep (services/expiry.ts), not to a late approval
    if (request.expires_at !== null && request.expires_at <= now) return 'not_pending';
    const customerId = request.customer_id;
    const ref = `request:${request.id}`;
    if (!approve) {
      const reason = cause || m.rejectedByStaff;
      await trx
        .updateTable('requests')
        .set({ status: 'rejected', deleted_cause: reason, deleted_at: now })
        .where('id', '=', request.id)
        .execute();
      // the member's timeline: refused, when, and the staff's reason (services/request-steps.ts)
      await recordStep(trx, { requestId: request.id, step: 'rejected', at: now, reason });
      // the member hears of it on whatever page they are on (services/notices.ts)
      await addNotice(trx, {
        customerId,
        kind: request.type === 'withdraw' ? 'withdraw_refused' : 'deposit_refused',
        amountSatang: request.amount_satang,
        reason,
        requestId: request.id,
        at: now,
      });
      if (request.type === 'withdraw')
        await post(trx, {
          customerId,
          amountSatang: request.amount_satang,
          kind: 'withdraw',
          ref: `${ref}:refund`,
          at: now,
        });
      return 'rejected';
    }
    await trx
      .updateTable('requests')
      .set({ status: 'completed', completed_at: now })
      .where('id', '=', request.id)
      .execute();
    await recordStep(trx, { requestId: request.id, step: 'completed', at: now });
    await addNotice(trx, {
      customerId,
      kind: request.type === 'withdraw' ? 'withdraw_paid' : 'deposit_credited',
      amountSatang: request.amount_satang,
      bonusSatang: request.type === 'deposit' && request.promotion_id !== null ? request.bonus_satang : null,
      requestId: request.id,
      at: now,
    });
    if (request.type === 'withdraw') return 'approved';
    await post(trx, { customerId, amountSatang: request.amount_satang, kind: 'deposit', ref, at: now });
    await assignUsername(trx, customerId);
    if (request.promotion_id === null) return 'approved';
    if (request.bonus_satang > 0)
      await post(trx, { customerId, amountSatang: request.bonus_satang, kind: 'bonus', ref, at: now });
    const promotion = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', request.promotion_id)
      .executeTakeFirstOrThrow();
    const needed = (request.amount_satang + request.bonus_satang) * promotion.turnover;
    // the previous promotion ends here: completed when its turnover was played, else cleared
    await trx
      .updateTable('customer_promotions')
      .set((eb) => ({
        status: eb
          .case()
          .when('turnover_satang', '>=', eb.ref('turnover_needed_satang'))
          .then(sql.lit<'completed' | 'cleared'>('completed'))
          .else(sql.lit<'completed' | 'cleared'>('cleared'))
          .end(),
        updated_at: now,
      }))
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .execute();
    await trx
      .insertInto('customer_promotions')
      .values({
        customer_id: customerId,
        promotion_id: promotion.id,
        request_id: request.id,
        turnover_needed_satang:
          promotion.turnover_max_satang === null ? needed : Math.min(needed, promotion.turnover_max_satang),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'approved';
  });
}
