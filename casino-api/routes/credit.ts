import type { Hono } from 'hono';
import { sql } from 'kysely';
import { contract } from '../../lib/casino/contract';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import { walletMessages as m } from '../http/messages';
import { memberId, mount } from '../http/mount';
import { balanceOf, post } from '../services/ledger';
import { exclusionRefusal } from '../services/protection';
import { addSeconds, bangkokDate } from '../services/time';

/*
 * spec §4 credit check: check-credit starts an asynchronous refresh, the profile reports
 * credit_checking 1 until it finishes. The finish is a timestamp rather than a timer, so it
 * survives restarts and needs no cleanup; the clock is injectable for tests.
 */
export const CREDIT_CHECK_SECONDS = 3;
/** spec §9: below 20 baht a member may clear the turnover of the current promotion. */
export const CLEAR_TURNOVER_BELOW_SATANG = 2_000;

export function creditRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;
  const phoneOf = async (id: number) =>
    (await db.selectFrom('customers').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone;

  mount(app, deps, contract.checkCredit, async (ctx) => {
    const id = memberId(ctx);
    if (ctx.input.phone && ctx.input.phone !== (await phoneOf(id))) return { credit_success: false };
    await db
      .updateTable('customers')
      .set({ credit_checking_until: addSeconds(deps.clock(), CREDIT_CHECK_SECONDS) })
      .where('id', '=', id)
      .execute();
    return { credit_success: true };
  });

  mount(app, deps, contract.checkTurnover, async (ctx) => {
    const id = memberId(ctx);
    const now = deps.clock();
    const current = await db
      .selectFrom('customer_promotions')
      .selectAll()
      .where('customer_id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!current) return { success: false, credit_success: false, msg: m.noPromotion };
    const done = current.turnover_satang >= current.turnover_needed_satang;
    if (!done && (await balanceOf(db, id)) >= CLEAR_TURNOVER_BELOW_SATANG) {
      return { success: false, credit_success: false, msg: m.turnoverCreditTooHigh };
    }
    await db
      .updateTable('customer_promotions')
      .set({ status: done ? 'completed' : 'cleared', updated_at: now })
      .where('id', '=', current.id)
      .where('status', '=', 'active')
      .execute();
    return { success: true, credit_success: true, msg: done ? m.turnoverDone : m.turnoverCleared };
  });

  mount(app, deps, contract.getBonus, async (ctx) => {
    const id = memberId(ctx);
    const eventId = Number(ctx.params.id);
    const event = Number.isSafeInteger(eventId)
      ? await db
          .selectFrom('events')
          .selectAll()
          .where('id', '=', eventId)
          .where('active', '=', true)
          .executeTakeFirst()
      : undefined;
    if (!event) return { success: false, msg: m.eventNotFound };
    // no bonuses during a time-out or self-exclusion (docs/player-protection.md)
    const refusal = await exclusionRefusal(deps, id);
    if (refusal) return { success: false, msg: refusal };
    const now = deps.clock();
    if (event.kind === 'birthday') {
      // month and day as text: drivers turn a DATE into a Date at local midnight, which shifts days
      const { birthday } = await db
        .selectFrom('customers')
        .select(sql<string | null>`to_char(birth_date, 'MM-DD')`.as('birthday'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (!birthday) return { success: false, msg: m.birthdayUnknown };
      // the member's calendar day is Bangkok's (spec §3); a 29 February birthday falls on 28 February
      // in other years
      const [year, today] = [Number(bangkokDate(now).slice(0, 4)), bangkokDate(now).slice(5)];
      const leapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
      const observed = birthday === '02-29' && !leapYear ? '02-28' : birthday;
      if (observed !== today) return { success: false, msg: m.birthdayOnly };
    }
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('customer_events')
          .values({ customer_id: id, event_id: event.id, received_at: now })
          .execute();
        if (event.bonus_satang > 0)
          await post(trx, {
            customerId: id,
            amountSatang: event.bonus_satang,
            kind: 'event',
            ref: `event:${event.id}`,
            at: now,
          });
      });
    } catch (error) {
      // the (customer_id, event_id) key makes a double tap pay once
      if (isUniqueViolation(error)) return { success: false, msg: m.eventReceived };
      throw error;
    }
    return { success: true, msg: null };
  });
}
