import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { amountField } from '../../lib/casino/contract-fields';
import { toSatang, toWireBaht } from '../../lib/casino/contract-money';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { parseInput, readInput } from '../http/input';
import { expireRequests } from '../services/expiry';
import { summariseWeek } from '../services/referral';
import { playRound } from '../services/rounds';
import { markInReview } from '../services/request-steps';
import {
  depositPause,
  payoutsPausedSince,
  recentPayoutSeconds,
  setPayoutsPaused,
} from '../services/payout-interlock';
import { settleRequest } from '../services/settlement';
import { bangkokDateTime } from '../services/time';
import { operatorContentRoutes, translation } from './operator-content';

/*
 * Staff API (docs/architecture.md §6): settle deposits and withdrawals, read the SMS outbox, post
 * announcements, record demo game rounds, run the referral summary; promotions, events and
 * announcement edits in operator-content.ts. Guarded by OPERATOR_KEY in the X-Operator-Key
 * header; without a configured key the whole API is off.
 */

const digest = (s: string) => createHash('sha256').update(s).digest();

function guard(deps: Deps, c: Context): void {
  const expected = deps.config.operatorKey;
  const given = c.req.header('x-operator-key');
  // equal-length digests make the comparison constant-time whatever the key's length
  if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) {
    throw new ApiError(401, { message: 'Unauthenticated.' });
  }
}

const rejectSchema = z.object({ cause: z.string().trim().max(200, 'tooLong').optional() }).strict();
const roundSchema = z
  .object({
    phone: z.string(),
    bet: amountField,
    win: z.union([z.literal('0'), z.literal(0), amountField]).optional(),
    // 'provider/code': the round counts for that game in the member's per-game returns
    game: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/, 'required')
      .optional(),
  })
  .strict();
// JSON true/false, or a form's 'true'/'false' (bodies may be either, casino-api/README.md)
const payoutsSchema = z
  .object({
    paused: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  })
  .strict();

const announcementSchema = z
  .object({
    content: z.string().max(2000, 'tooLong').optional(),
    // the text in English and Chinese (the `contents` extension); `content` stays the Thai
    content_en: translation(2000).optional(),
    content_zh: translation(2000).optional(),
    img: z.string().url().optional(),
    active: z.coerce.number().int().min(1).max(2),
    sort: z.coerce.number().int().optional(),
  })
  .strict();

export function operatorRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;
  app.use('/operator/*', async (c, next) => {
    guard(deps, c);
    await next();
  });

  app.get('/operator/requests', async (c) => {
    // staff must not see, or settle, what the server already gave up on (spec §9 windows)
    await expireRequests(deps);
    const status = c.req.query('status') ?? 'pending';
    const rows = await db
      .selectFrom('requests as r')
      .innerJoin('customers as cu', 'cu.id', 'r.customer_id')
      .select(['r.id', 'cu.phone', 'r.type', 'r.amount_satang', 'r.bonus_satang', 'r.status', 'r.created_at'])
      .where('r.status', '=', status as 'pending')
      .orderBy('r.id')
      .limit(200)
      .execute();
    const data = rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      type: r.type,
      status: r.status,
      amount: toWireBaht(r.amount_satang),
      bonus: toWireBaht(r.bonus_satang),
      created_at: bangkokDateTime(r.created_at),
    }));
    return c.json({ data });
  });

  const settle = (approve: boolean) => async (c: Context) => {
    const input = approve ? {} : parseInput(rejectSchema, await readInput(c, 'form'));
    await expireRequests(deps);
    const result = await settleRequest(
      deps,
      Number(c.req.param('id')) || 0,
      approve,
      'cause' in input ? input.cause : undefined,
    );
    if (result === 'not_pending') throw new ApiError(409, { message: 'ไม่พบรายการที่รอดำเนินการ' });
    return c.json({ success: true, status: result });
  };
  // staff picked the request up: the member's timeline shows "in review" from now (services/request-steps.ts)
  app.post('/operator/requests/:id/review', async (c) => {
    await expireRequests(deps);
    const result = await markInReview(deps, Number(c.req.param('id')) || 0);
    if (result === 'not_pending') throw new ApiError(409, { message: 'ไม่พบรายการที่รอดำเนินการ' });
    return c.json({ success: true, status: result });
  });
  app.post('/operator/requests/:id/approve', settle(true));
  app.post('/operator/requests/:id/reject', settle(false));

  app.get('/operator/sms-outbox', async (c) => {
    let query = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(100);
    const phone = c.req.query('phone');
    if (phone) query = query.where('phone', '=', phone);
    return c.json({
      data: (await query.execute()).map((s) => ({ ...s, created_at: bangkokDateTime(s.created_at) })),
    });
  });

  // the payout interlock (services/payout-interlock.ts): staff pause payouts, and deposits pause with them
  const payoutState = async () => {
    const [since, recent, deposits] = await Promise.all([
      payoutsPausedSince(deps),
      recentPayoutSeconds(deps),
      depositPause(deps),
    ]);
    return {
      paused: since !== null,
      paused_since: since ? bangkokDateTime(since) : null,
      // the lower median of the last withdrawals' payout times; null while fewer than 5, or when the
      // withdrawal at the median lapsed unpaid
      recent_median_seconds:
        recent && Number.isFinite(recent.medianSeconds) ? Math.round(recent.medianSeconds) : null,
      recent_counted: recent?.counted ?? 0,
      deposits_paused: deposits,
    };
  };
  app.get('/operator/payouts', async (c) => c.json({ data: await payoutState() }));
  app.put('/operator/payouts', async (c) => {
    const { paused } = parseInput(payoutsSchema, await readInput(c, 'json'));
    await setPayoutsPaused(deps, paused);
    return c.json({ success: true, data: await payoutState() });
  });

  app.post('/operator/rounds', async (c) => {
    const input = parseInput(roundSchema, await readInput(c, 'form'));
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    if (!customer) throw new ApiError(404, { message: 'ไม่พบข้อมูล' });
    const win = input.win === undefined ? 0 : toSatang(String(input.win));
    const result = await playRound(
      deps,
      customer.id,
      toSatang(input.bet),
      win,
      input.game
        ? `game:${input.game.replace('/', ':')}:operator-${Date.now()}`
        : `demo:operator:${Date.now()}`,
    );
    if (!result.ok) throw new ApiError(422, { message: 'ยอดเงินในบัญชีไม่เพียงพอ' });
    return c.json({ success: true, credit: toWireBaht(result.balanceSatang) });
  });

  // the job runner runs it every Friday 00:00 Asia/Bangkok (jobs/weekly-referral.ts); safe to run again
  app.post('/operator/referral-summary', async (c) =>
    c.json({ success: true, written: await summariseWeek(deps) }),
  );

  app.post('/operator/announcements', async (c) => {
    const input = parseInput(announcementSchema, await readInput(c, 'form'));
    const row = await db
      .insertInto('announcements')
      .values({
        content: input.content ?? null,
        content_en: input.content_en ?? null,
        content_zh: input.content_zh ?? null,
        img: input.img ?? null,
        active: input.active as 1 | 2,
        sort: input.sort ?? 0,
        created_at: deps.clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ success: true, id: row.id }, 201);
  });

  app.delete('/operator/announcements/:id', async (c) => {
    await db
      .deleteFrom('announcements')
      .where('id', '=', Number(c.req.param('id')) || 0)
      .execute();
    return c.json({ success: true });
  });

  operatorContentRoutes(app, deps);
}
