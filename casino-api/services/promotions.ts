import type { Kysely } from 'kysely';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { z } from 'zod';
import type { promotionSchema } from '../../lib/casino/contract-entities';
import type { DB, Promotion } from '../db/schema';
import { startOfBangkokDay } from './time';

type WirePromotion = z.input<typeof promotionSchema>;

const money = (satang: number | null) => (satang === null ? null : toWireBaht(satang));

export function promotionToWire(p: Promotion): WirePromotion {
  return {
    id: String(p.id),
    name: p.name,
    image_url: p.image_url,
    bonus_max: money(p.bonus_max_satang),
    bonus_fixed: toWireBaht(p.bonus_fixed_satang),
    bonus_percent: String(p.bonus_percent),
    deposit_max: money(p.deposit_max_satang),
    turnover: String(p.turnover),
    turnover_max: money(p.turnover_max_satang),
  };
}

export async function activePromotions(db: Kysely<DB>): Promise<Promotion[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * What a member may pick for the next deposit: 'new_member' until a first completed deposit,
 * 'first_of_day' until the first completed deposit of the Bangkok day, 'any' always. A query
 * builder, so the profile can nest it into its single query (services/profile.ts).
 */
export function choosablePromotionsQuery(db: Kysely<DB>, customerId: number, now: Date) {
  const completedDeposits = db
    .selectFrom('requests')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'completed');
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('active', '=', true)
    .where((eb) =>
      eb.or([
        eb('eligibility', '=', 'any'),
        eb.and([eb('eligibility', '=', 'new_member'), eb.not(eb.exists(completedDeposits))]),
        eb.and([
          eb('eligibility', '=', 'first_of_day'),
          eb.not(eb.exists(completedDeposits.where('completed_at', '>=', startOfBangkokDay(now)))),
        ]),
      ]),
    )
    .orderBy('sort')
    .orderBy('id');
}

export function choosablePromotions(db: Kysely<DB>, customerId: number, now: Date): Promise<Promotion[]> {
  return choosablePromotionsQuery(db, customerId, now).execute();
}
