import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { NoticeKind, noticesSchema } from '../../lib/casino/contract-notices';
import type { DB } from '../db/schema';
import type { Deps } from '../deps';
import { bangkokDateTime } from './time';

/*
 * Account notices (casino-api/README.md, "Account notices"), an extension beyond spec §7: recorded in
 * the same transaction as what they tell (a settlement, a lapse, a password change), so a member is
 * never told of something that did not happen, nor left untold of something that did.
 */

export const NOTICES_LISTED = 30;

export interface NewNotice {
  customerId: number;
  kind: NoticeKind;
  at: Date;
  amountSatang?: number | null;
  bonusSatang?: number | null;
  reason?: string | null;
  requestId?: number | null;
}

export async function addNotice(db: Kysely<DB>, n: NewNotice): Promise<void> {
  await db
    .insertInto('member_notices')
    .values({
      customer_id: n.customerId,
      kind: n.kind,
      amount_satang: n.amountSatang ?? null,
      bonus_satang: n.bonusSatang ?? null,
      reason: n.reason ?? null,
      request_id: n.requestId ?? null,
      created_at: n.at,
    })
    .execute();
}

type Wire = z.input<typeof noticesSchema>;

async function unreadCount(db: Kysely<DB>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('member_notices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The member's latest notices, newest first, and how many are unread in all. */
export async function listNotices({ db }: Deps, customerId: number): Promise<Wire> {
  const rows = await db
    .selectFrom('member_notices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(NOTICES_LISTED)
    .execute();
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      amount: r.amount_satang === null ? null : toWireBaht(r.amount_satang),
      bonus: r.bonus_satang === null || r.bonus_satang === 0 ? null : toWireBaht(r.bonus_satang),
      reason: r.reason,
      request_id: r.request_id === null ? null : String(r.request_id),
      created_at: bangkokDateTime(r.created_at),
      read: r.read_at !== null,
    })),
    unread: await unreadCount(db, customerId),
  };
}

/** Marks the member's notices up to `upTo` read; another member's ids simply match nothing. */
export async function markNoticesRead(
  { db, clock }: Deps,
  customerId: number,
  upTo: number,
): Promise<number> {
  await db
    .updateTable('member_notices')
    .set({ read_at: clock() })
    .where('customer_id', '=', customerId)
    .where('id', '<=', upTo)
    .where('read_at', 'is', null)
    .execute();
  return unreadCount(db, customerId);
}
