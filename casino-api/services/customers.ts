import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { batchedPerHandle } from '../db/batch';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import { hashPassword } from './passwords';

/*
 * Member records. The username (the customer id of the info tab, spec §2) is given at the first
 * completed deposit: until then the site shows its wait-for-first-deposit message.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I), so a key read aloud or retyped survives. */
export function newReferralKey(): string {
  return Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const usernameFor = (customerId: number) => `LB${String(customerId).padStart(6, '0')}`;

/** What a login checks: the member with this phone and their stored password hash, if any. */
export async function loginRecord(
  db: Kysely<DB>,
  phone: string,
): Promise<{ id: number; password_hash: string } | undefined> {
  return loginRecords(db, phone);
}

// Logins at the same moment (a burst) are looked up by one SELECT (db/batch.ts).
const loginRecords = batchedPerHandle((db: Kysely<DB>) => async (phones: readonly string[]) => {
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'phone', 'password_hash'])
    .where('phone', 'in', [...new Set(phones)])
    .execute();
  const byPhone = new Map(rows.map((r) => [r.phone, { id: r.id, password_hash: r.password_hash }]));
  return phones.map((phone) => byPhone.get(phone));
});

export async function phoneTaken(db: Kysely<DB>, phone: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

export interface NewMember {
  phone: string;
  password: string;
  affiliateId?: number | null;
  referrerId?: number | null;
}

/** Returns the new id, or undefined when the phone was registered meanwhile. */
export async function createCustomer(deps: Deps, member: NewMember): Promise<number | undefined> {
  const passwordHash = await hashPassword(member.password);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const row = await deps.db
        .insertInto('customers')
        .values({
          phone: member.phone,
          password_hash: passwordHash,
          line: member.phone,
          affiliate_id: member.affiliateId ?? null,
          referrer_id: member.referrerId ?? null,
          referral_key: newReferralKey(),
          created_at: deps.clock(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'customers_phone_key')) return undefined;
      // a referral key collision (1 in 10^12) just draws again
      if (!isUniqueViolation(error, 'customers_referral_key_key')) throw error;
    }
  }
  throw new Error('could not draw a free referral key');
}

/** Gives the customer id at the first completed deposit; a no-op afterwards. */
export async function assignUsername(trx: Transaction<DB> | Kysely<DB>, customerId: number): Promise<void> {
  await trx
    .updateTable('customers')
    .set({ username: usernameFor(customerId) })
    .where('id', '=', customerId)
    .where('username', 'is', null)
    .execute();
}
