import type { Deps } from '../deps';
import { assignUsername, newReferralKey } from '../services/customers';
import { post } from '../services/ledger';
import { hashPassword } from '../services/passwords';
import {
  demoAffiliate,
  demoAnnouncement,
  demoEvents,
  demoGames,
  demoMembers,
  demoPassword,
  demoPromotions,
} from './data';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data for an empty database; returns false when customers already exist, so a restart
 * never duplicates it. The depositor's history is dated yesterday so today's first-deposit
 * promotion is still his to choose.
 */
export async function seedDemo({ db, clock }: Deps): Promise<boolean> {
  const now = clock();
  const yesterday = new Date(now.getTime() - DAY_MS);
  // hashed per member: equal passwords must still differ in the database (own salt each)
  const hashes = await Promise.all([hashPassword(demoPassword), hashPassword(demoPassword)]);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('customers').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await trx
      .insertInto('affiliates')
      .values({ ...demoAffiliate, created_at: now })
      .execute();
    await trx
      .insertInto('promotions')
      .values(demoPromotions.map((p) => ({ ...p, created_at: now })))
      .execute();
    await trx
      .insertInto('games')
      .values(demoGames)
      .onConflict((oc) => oc.columns(['provider', 'code']).doNothing())
      .execute();
    await trx
      .insertInto('events')
      .values(demoEvents.map((e) => ({ ...e, created_at: now })))
      .execute();
    await trx
      .insertInto('announcements')
      .values({ ...demoAnnouncement, created_at: now })
      .execute();

    const member = (phone: string, passwordHash: string, extra: object = {}) => ({
      phone,
      password_hash: passwordHash,
      line: phone,
      referral_key: newReferralKey(),
      created_at: yesterday,
      ...extra,
    });
    const { id } = await trx
      .insertInto('customers')
      .values(member(demoMembers.depositor.phone, hashes[0], { ...demoMembers.depositor }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('customers').values(member(demoMembers.newcomer.phone, hashes[1])).execute();

    const deposit = await trx
      .insertInto('requests')
      .values({
        customer_id: id,
        type: 'deposit',
        amount_satang: 100_000,
        status: 'completed',
        qr_payload: null,
        promotion_id: null,
        created_at: yesterday,
        completed_at: yesterday,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await post(trx, {
      customerId: id,
      amountSatang: 100_000,
      kind: 'deposit',
      ref: `request:${deposit.id}`,
      at: yesterday,
    });
    await assignUsername(trx, id);
    // one demo round: bet 50, win 300 → credit 1,250.00
    await post(trx, {
      customerId: id,
      amountSatang: -5_000,
      kind: 'bet',
      ref: 'demo:lucky-tiger:1',
      at: yesterday,
    });
    await post(trx, {
      customerId: id,
      amountSatang: 30_000,
      kind: 'win',
      ref: 'demo:lucky-tiger:1',
      at: yesterday,
    });
    return true;
  });
}
