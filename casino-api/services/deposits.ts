import { toWireBaht } from '../../lib/casino/contract-money';
import type { MoneyRequest, Promotion } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import { ApiError, fieldError } from '../http/errors';
import { walletMessages as m } from '../http/messages';
import { DEPOSIT_WINDOW_SECONDS, expireRequests } from './expiry';
import { promptPayPayload, qrPngDataUrl } from './promptpay';
import { promotionRefusal, promotionStanding } from './promotions';
import { assertMayDeposit } from './protection';
import { addSeconds } from './time';

/* Deposits, spec §4: one pending request per member, a 15-minute window, an optional promotion. */

export function bonusFor(p: Promotion, amountSatang: number): number {
  const raw =
    p.bonus_fixed_satang > 0 ? p.bonus_fixed_satang : Math.floor((amountSatang * p.bonus_percent) / 100);
  return p.bonus_max_satang === null ? raw : Math.min(raw, p.bonus_max_satang);
}

export async function createDeposit(
  deps: Deps,
  customerId: number,
  input: { amountSatang: number; promotionId?: number; qr: boolean },
): Promise<MoneyRequest> {
  const { db } = deps;
  const now = deps.clock();
  await expireRequests(deps, customerId);
  const customer = await db
    .selectFrom('customers')
    .select(['bank'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  if (!customer.bank) throw fieldError('error', m.needBank);
  // a running break or the member's own deposit limits come before anything else
  // (docs/player-protection.md)
  await assertMayDeposit(deps, customerId, input.amountSatang);
  // the operator's single-deposit bounds, also on the profile (deposit_min, deposit_max)
  const bounds = deps.config.deposit;
  if (input.amountSatang < bounds.minSatang)
    throw fieldError('amount', m.depositBelowMin(toWireBaht(bounds.minSatang)));
  if (input.amountSatang > bounds.maxSatang)
    throw fieldError('amount', m.depositOverMax(toWireBaht(bounds.maxSatang)));
  let promotion: Promotion | undefined;
  if (input.promotionId) {
    const candidate = await db
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', input.promotionId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!candidate) throw fieldError('error', m.promotionUnavailable);
    // the same reason the profile gives in promotions_unavailable
    const refusal = promotionRefusal(candidate, await promotionStanding(db, customerId, now));
    if (refusal) throw fieldError('error', refusal);
    promotion = candidate;
    if (promotion.deposit_max_satang !== null && input.amountSatang > promotion.deposit_max_satang) {
      throw fieldError('amount', m.depositOverPromotion(toWireBaht(promotion.deposit_max_satang)));
    }
  }
  // spec §3: with the payment gateway the member scans a QR for this exact amount
  const qrPayload = input.qr
    ? promptPayPayload(deps.config.receivingAccount.promptPayId, input.amountSatang)
    : null;
  const qrImage = qrPayload ? await qrPngDataUrl(qrPayload) : null;
  try {
    return await db
      .insertInto('requests')
      .values({
        customer_id: customerId,
        type: 'deposit',
        amount_satang: input.amountSatang,
        bonus_satang: promotion ? bonusFor(promotion, input.amountSatang) : 0,
        promotion_id: promotion?.id ?? null,
        status: 'pending',
        qr_payload: qrPayload,
        qr_image: qrImage,
        expires_at: addSeconds(now, DEPOSIT_WINDOW_SECONDS),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // requests_one_pending: the database, not a prior SELECT, decides races between two taps
    if (isUniqueViolation(error)) throw fieldError('error', m.pendingExists);
    throw error;
  }
}

export async function cancelDeposit(deps: Deps, customerId: number, requestId: number): Promise<void> {
  const now = deps.clock();
  const result = await deps.db
    .updateTable('requests')
    .set({ status: 'cancelled', deleted_cause: m.cancelledByMember, deleted_at: now })
    .where('id', '=', requestId)
    .where('customer_id', '=', customerId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === BigInt(0)) {
    throw new ApiError(422, { success: false, message: m.requestNotFound, errors: [m.requestNotFound] });
  }
}
