import { sql, type Kysely } from 'kysely';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { z } from 'zod';
import type { promotionSchema } from '../../lib/casino/contract-entities';
import type { DB, Promotion } from '../db/schema';
import { walletMessages as m } from '../http/messages';
import { startOfBangkokDay } from './time';

type WirePromotion = z.input<typeof promotionSchema>;

const money = (satang: number | null) => (satang === null ? null : toWireBaht(satang));

/** Extension: a promotion's name in each language; the Thai is spec §3's own `name`. */
export function namesToWire(p: Pick<Promotion, 'name' | 'name_en' | 'name_zh'>) {
  return { th: p.name, en: p.name_en, zh: p.name_zh };
}

export function promotionToWire(p: Promotion): WirePromotion {
  return {
    id: String(p.id),
    name: p.name,
    names: namesToWire(p),
    image_url: p.image_url,
    bonus_max: money(p.bonus_max_satang),
    bonus_fixed: toWireBaht(p.bonus_fixed_satang),
    bonus_percent: String(p.bonus_percent),
    deposit_max: money(p.deposit_max_satang),
    turnover: String(p.turnover),
    turnover_max: money(p.turnover_max_satang),
    // Extension fields, said outright: the reference API's promotions cap no withdrawal and run until
    // staff switch them off (null = none; an upstream that leaves them out says nothing).
    withdraw_max: null,
    ends_at: null,
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

/** What decides whether a member may take a promotion with the next deposit. */
export interface PromotionStanding {
  /** A promotion whose turnover is not played yet: no other may start (spec §3 current_promotion). */
  hasActive: boolean;
  everDeposited: boolean;
  depositedToday: boolean;
}

/**
 * Why a member may not take a promotion now, in the Thai the member reads, or null when they may:
 * 'new_member' until a first completed deposit, 'first_of_day' until the first completed deposit of
 * the Bangkok day, 'any' always; none while another promotion's turnover is running.
 */
export function promotionRefusal(p: Pick<Promotion, 'eligibility'>, s: PromotionStanding): string | null {
  if (s.hasActive) return m.promotionActive;
  if (p.eligibility === 'new_member' && s.everDeposited) return m.promotionNewMembersOnly;
  if (p.eligibility === 'first_of_day' && s.depositedToday) return m.promotionFirstOfDayTaken;
  return null;
}

/**
 * The standing as three columns of one select, so the profile can nest it into its single query
 * (services/profile.ts) and a deposit can read it alone.
 */
export function standingColumns(db: Kysely<DB>, customerId: number, now: Date) {
  const completedDeposits = db
    .selectFrom('requests')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'completed');
  // A promotion whose turnover is played holds nothing back, though it stays the member's current one
  // (status 'active') until check-turnover or the next promotion's deposit closes it: counting it as
  // running refused every promotion under a header that said the turnover was done.
  const activePromotion = db
    .selectFrom('customer_promotions')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .whereRef('turnover_satang', '<', 'turnover_needed_satang');
  const today = completedDeposits.where('completed_at', '>=', startOfBangkokDay(now));
  return [
    sql<boolean>`exists (${activePromotion})`.as('has_active_promotion'),
    sql<boolean>`exists (${completedDeposits})`.as('ever_deposited'),
    sql<boolean>`exists (${today})`.as('deposited_today'),
  ] as const;
}

export async function promotionStanding(
  db: Kysely<DB>,
  customerId: number,
  now: Date,
): Promise<PromotionStanding> {
  const row = await db.selectNoFrom(standingColumns(db, customerId, now)).executeTakeFirstOrThrow();
  return standingOf(row);
}

/** PGlite and PostgreSQL hand EXISTS back as booleans; nested in JSON they may arrive as 0/1. */
export function standingOf(row: {
  has_active_promotion: unknown;
  ever_deposited: unknown;
  deposited_today: unknown;
}): PromotionStanding {
  const yes = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';
  return {
    hasActive: yes(row.has_active_promotion),
    everDeposited: yes(row.ever_deposited),
    depositedToday: yes(row.deposited_today),
  };
}
