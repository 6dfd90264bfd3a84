import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { amountField } from '../../lib/casino/contract-fields';
import { toSatang, toWireBaht } from '../../lib/casino/contract-money';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { parseInput, readInput } from '../http/input';
import { messages } from '../http/messages';
import { promotionToWire } from '../services/promotions';

/*
 * Staff editing of what members see (docs/architecture.md §6): promotions (spec §3 fields), events and
 * announcements, with the English and Chinese of a promotion's name and of an announcement (the
 * `names` / `contents` extensions). Money is baht with at most 2 decimals on the wire like every other
 * amount, stored as satang. Bodies may be JSON or forms, so booleans and "no limit" also come as
 * strings. Mounted behind the operator key guard of routes/operator.ts.
 */

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const blankToNull = (v: unknown) => (v === '' ? null : v);
/** Baht ≥ 0 with at most 2 decimals (a bonus may be zero); same wording as amountField's errors. */
const satangOrZero = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .max(12, 'amountInvalid')
      .regex(/^\d+(\.\d{1,2})?$/, 'amountInvalid'),
  )
  .transform((v) => toSatang(v));
/** An optional limit: null or '' removes it. */
const limit = z
  .preprocess(blankToNull, amountField.nullable())
  .transform((v) => (v === null ? null : toSatang(v)));
const count = (max: number) => z.coerce.number().int().min(0).max(max);
const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const imageUrl = z.preprocess(blankToNull, z.string().url().max(500, 'tooLong').nullable());
/** A translation (extension: `names` / `contents`): null or '' removes it. */
export const translation = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, 'tooLong').nullable()).transform((v) => v || null);

const promotionFields = {
  name: text(200),
  // the name in English and Chinese (the `names` extension); `name` stays the Thai
  name_en: translation(200).optional(),
  name_zh: translation(200).optional(),
  image_url: imageUrl.optional(),
  bonus_percent: count(1_000).optional(),
  bonus_fixed: satangOrZero.optional(),
  bonus_max: limit.optional(),
  deposit_max: limit.optional(),
  turnover: count(1_000).optional(),
  turnover_max: limit.optional(),
  eligibility: z.enum(['new_member', 'first_of_day', 'any']).optional(),
  active: flag.optional(),
  sort: z.coerce.number().int().optional(),
};
const eventFields = {
  name: text(200),
  bonus: satangOrZero,
  active: flag.optional(),
  sort: z.coerce.number().int().optional(),
};
const announcementFields = {
  content: z.union([z.null(), z.string().max(2_000, 'tooLong')]).optional(),
  // the text in English and Chinese (the `contents` extension); `content` stays the Thai
  content_en: translation(2_000).optional(),
  content_zh: translation(2_000).optional(),
  img: imageUrl.optional(),
  active: z.coerce.number().int().min(1).max(2).optional(),
  // the `audience` extension: 'guests' keeps a visitor's pitch from a signed-in member
  audience: z.enum(['everyone', 'guests']).optional(),
  sort: z.coerce.number().int().optional(),
};

const nonEmpty = (v: object) => Object.keys(v).length > 0;
const createPromotion = z.object(promotionFields).strict();
const editPromotion = z.object(promotionFields).partial().strict().refine(nonEmpty, 'required');
const createEvent = z.object(eventFields).strict();
const editEvent = z.object(eventFields).partial().strict().refine(nonEmpty, 'required');
const editAnnouncement = z.object(announcementFields).strict().refine(nonEmpty, 'required');

type PromotionInput = Partial<z.output<typeof createPromotion>>;

/** Wire names (baht) → columns (satang); absent fields stay untouched on an edit. */
function promotionColumns(p: PromotionInput) {
  const columns = {
    name: p.name,
    name_en: p.name_en,
    name_zh: p.name_zh,
    image_url: p.image_url,
    bonus_percent: p.bonus_percent,
    bonus_fixed_satang: p.bonus_fixed,
    bonus_max_satang: p.bonus_max,
    deposit_max_satang: p.deposit_max,
    turnover: p.turnover,
    turnover_max_satang: p.turnover_max,
    eligibility: p.eligibility,
    active: p.active,
    sort: p.sort,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<
    typeof columns
  >;
}

const idOf = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { message: messages.notFound });
  return id;
};
const found = <T>(row: T | undefined): T => {
  if (!row) throw new ApiError(404, { message: messages.notFound });
  return row;
};

export function operatorContentRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;
  const promotionOut = (p: Parameters<typeof promotionToWire>[0]) => ({
    ...promotionToWire(p),
    eligibility: p.eligibility,
    active: p.active,
    sort: p.sort,
  });
  const eventOut = (e: {
    id: number;
    name: string;
    bonus_satang: number;
    active: boolean;
    sort: number;
  }) => ({
    id: String(e.id),
    name: e.name,
    bonus: toWireBaht(e.bonus_satang),
    active: e.active,
    sort: e.sort,
  });

  app.post('/operator/promotions', async (c) => {
    const input = parseInput(createPromotion, await readInput(c, 'form'));
    const row = await db
      .insertInto('promotions')
      .values({ ...promotionColumns(input), name: input.name, created_at: deps.clock() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ success: true, data: promotionOut(row) }, 201);
  });

  app.patch('/operator/promotions/:id', async (c) => {
    const id = idOf(c);
    const input = parseInput(editPromotion, await readInput(c, 'form'));
    const row = await db
      .updateTable('promotions')
      .set(promotionColumns(input))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return c.json({ success: true, data: promotionOut(found(row)) });
  });

  app.post('/operator/events', async (c) => {
    const input = parseInput(createEvent, await readInput(c, 'form'));
    const values = {
      name: input.name,
      bonus_satang: input.bonus,
      active: input.active,
      sort: input.sort,
      created_at: deps.clock(),
    };
    const row = await db.insertInto('events').values(values).returningAll().executeTakeFirstOrThrow();
    return c.json({ success: true, data: eventOut(row) }, 201);
  });

  app.patch('/operator/events/:id', async (c) => {
    const id = idOf(c);
    const { bonus, ...rest } = parseInput(editEvent, await readInput(c, 'form'));
    const row = await db
      .updateTable('events')
      .set({ ...rest, ...(bonus === undefined ? {} : { bonus_satang: bonus }) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return c.json({ success: true, data: eventOut(found(row)) });
  });

  app.patch('/operator/announcements/:id', async (c) => {
    const id = idOf(c);
    const { active, ...rest } = parseInput(editAnnouncement, await readInput(c, 'form'));
    const set = { ...rest, ...(active === undefined ? {} : { active: active as 1 | 2 }) };
    const row = await db
      .updateTable('announcements')
      .set(set)
      .where('id', '=', id)
      .returning(['id', 'content', 'content_en', 'content_zh', 'img', 'active', 'audience', 'sort'])
      .executeTakeFirst();
    return c.json({ success: true, data: found(row) });
  });
}
