import type { Deps } from '../deps';
import { balanceOf, post } from './ledger';

/*
 * A round of the demo game provider: the bet leaves the wallet, the win comes back, and the bet
 * counts toward the turnover of the member's current promotion (docs/architecture.md §6).
 */

export type RoundResult = { ok: true; balanceSatang: number } | { ok: false; reason: 'insufficient' };

export async function playRound(
  deps: Deps,
  customerId: number,
  betSatang: number,
  winSatang: number,
  ref: string,
): Promise<RoundResult> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if ((await balanceOf(trx, customerId)) < betSatang) return { ok: false, reason: 'insufficient' } as const;
    await post(trx, { customerId, amountSatang: -betSatang, kind: 'bet', ref, at: now });
    if (winSatang > 0) await post(trx, { customerId, amountSatang: winSatang, kind: 'win', ref, at: now });
    // The count stops at what the promotion asks: past it there is nothing left to play, and a figure
    // above the requirement (1,700 / 1,650) reads on one screen as done and on another as something
    // else (docs/architecture.md §6, one turnover truth).
    await trx
      .updateTable('customer_promotions')
      .set((eb) => ({
        turnover_satang: eb.fn('least', [
          eb('turnover_satang', '+', betSatang),
          eb.ref('turnover_needed_satang'),
        ]),
        updated_at: now,
      }))
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .execute();
    return { ok: true, balanceSatang: await balanceOf(trx, customerId) } as const;
  });
}
