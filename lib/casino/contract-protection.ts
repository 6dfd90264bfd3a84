import { z } from 'zod';
import { completedRequestSchema, upstreamDateTime } from './contract-entities';
import { amountField, wireMoney } from './contract-fields';

/*
 * Player protection (docs/player-protection.md): extensions of the upstream contract, modelled on the UK
 * Gambling Commission's remote technical standards and the MGA player-protection directive. Spec §7 has no
 * such calls, so a real operator backend must add them; casino-api/README.md lists them.
 */

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export const timeoutPeriods = ['24h', '7d', '30d'] as const;
export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;
export const exclusionPeriods = [...timeoutPeriods, ...selfExclusionPeriods] as const;
export type ExclusionPeriod = (typeof exclusionPeriods)[number];

export const realityCheckChoices = [0, 15, 30, 60] as const;

/** A limit as a form sends it: baht, or '' for "no limit". */
const limitAmountField = z.union([z.literal(''), amountField]);

/** Each window is optional: one left out stays as it is. */
export const depositLimitsBodySchema = z
  .object({
    day: limitAmountField.optional(),
    week: limitAmountField.optional(),
    month: limitAmountField.optional(),
  })
  .strict();

/** Session-time limits a member may choose, in minutes (docs/player-protection.md). */
export const sessionLimitChoices = [30, 60, 90, 120, 180, 240, 360] as const;

/**
 * Loss limits per window (baht, '' = none) and the session-time limit (minutes, '' = none); each optional,
 * one left out stays as it is. An extension beside the deposit limits (AGCO 2.23-2.24).
 */
export const playLimitsBodySchema = z
  .object({
    loss_day: limitAmountField.optional(),
    loss_week: limitAmountField.optional(),
    loss_month: limitAmountField.optional(),
    // a number, or its digits from a form (as reality-check minutes: strict input, docs/security.md)
    session_minutes: z
      .union([
        z.literal(''),
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/, 'required')
          .transform(Number),
      ])
      .refine((n) => n === '' || (sessionLimitChoices as readonly number[]).includes(n), 'required')
      .optional(),
  })
  .strict();

/** How often the periodic account review comes back, in months (UKGC LCCP: at least every 6). */
export const reviewMonthChoices = [1, 3, 6] as const;

/** Dismissing the account review, optionally choosing how often it comes back. */
export const accountReviewBodySchema = z
  .object({
    // a number, or its digits from a form (strict input, docs/security.md)
    every_months: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,2}$/, 'required')
          .transform(Number),
      ])
      .refine((n) => (reviewMonthChoices as readonly number[]).includes(n), 'required')
      .optional(),
  })
  .strict();

export const exclusionBodySchema = z.object({ period: z.enum(exclusionPeriods) }).strict();

export const realityCheckBodySchema = z
  // a number, or its digits from a form; z.coerce would also read '', null, false and '0x0f'
  // (strict input, docs/security.md)
  .object({
    minutes: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/, 'required')
          .transform(Number),
      ])
      .refine((n) => (realityCheckChoices as readonly number[]).includes(n), 'required'),
  })
  .strict();

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'required');
export const statementQuerySchema = z
  .object({
    type: z.enum(['all', 'deposit', 'withdraw']).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict();

const limitStateSchema = z.object({
  /** The limit in force now; null is none. */
  amount: wireMoney.nullable(),
  /** A raise or removal waiting out its 24 hours: the value and when it takes over. */
  pending: z.object({ amount: wireMoney.nullable(), from: upstreamDateTime }).nullable(),
  /** Deposits (pending or completed) counted in this window so far. */
  used: wireMoney,
});

export const protectionSchema = z.object({
  deposit_limits: z.object({ day: limitStateSchema, week: limitStateSchema, month: limitStateSchema }),
  /** What may still be deposited under the lowest applicable limit; null when no limit is set. */
  deposit_remaining: wireMoney.nullable(),
  exclusion: z
    .object({
      kind: z.enum(['timeout', 'self_exclusion']),
      period: z.enum(exclusionPeriods),
      until: upstreamDateTime,
    })
    .nullable(),
  reality_check_minutes: z.coerce.number().int(),
  /** The sign-in the caller's token belongs to: when it began and the game result since (wins − bets). */
  session: z.object({
    started_at: upstreamDateTime,
    played_seconds: z.number().int().min(0),
    net: wireMoney,
  }),
  age_confirmed_at: upstreamDateTime.nullable(),
  /** Optional extension: net-loss limits (bets − wins) per window; `used` is the loss so far. */
  loss_limits: z
    .object({ day: limitStateSchema, week: limitStateSchema, month: limitStateSchema })
    .optional(),
  /**
   * Optional extension, the payout interlock: why deposits are paused for everybody now (staff paused
   * payouts, or payouts run far past the promise); null when they are open.
   */
  deposits_paused: z.enum(['payouts_paused', 'slow_payouts']).nullable().optional(),
  /** Optional extension: the session-time limit in minutes and a raise or removal waiting its 24 hours. */
  session_limit: z
    .object({
      minutes: z.number().int().positive().nullable(),
      pending: z
        .object({ minutes: z.number().int().positive().nullable(), from: upstreamDateTime })
        .nullable(),
    })
    .optional(),
});

/**
 * The periodic account review (docs/player-protection.md, UKGC LCCP 2025-2026): the figures since the last
 * review (or registration) and whether it, or the yearly prompt to set a deposit limit, is due now.
 */
export const accountReviewSchema = z.object({
  /** The chosen months have passed since the last review (or registration): show it on this sign-in. */
  due: z.boolean(),
  every_months: z.number().int().positive(),
  /** The period the totals cover: from the last review (or registration) to now. */
  from: upstreamDateTime,
  to: upstreamDateTime,
  /** Completed deposits and withdrawals made in the period; net is withdrawals − deposits (as the statement). */
  totals: z.object({ deposits: wireMoney, withdrawals: wireMoney, net: wireMoney }),
  /** No deposit limit is in force and a year has passed since the member was last asked (or registered). */
  limit_prompt_due: z.boolean(),
});

/**
 * The member's own result per game over the last `days` days, from their rounds (docs/player-protection.md,
 * "Return to player per game"): stakes and wins as the ledger has them; net is wins − stakes, as the
 * reality check's. Games not played in the window are left out.
 */
export const gameReturnsSchema = z.object({
  days: z.number().int().positive(),
  games: z.array(
    z.object({
      provider: z.string(),
      code: z.string(),
      rounds: z.number().int().min(0),
      stakes: wireMoney,
      wins: wireMoney,
      net: wireMoney,
    }),
  ),
});

export const statementSchema = z.object({
  totals: z.object({ deposits: wireMoney, withdrawals: wireMoney, net: wireMoney }),
  from: z.string(),
  to: z.string(),
  rows: z.array(completedRequestSchema),
});

const result = z.object({ success: z.boolean(), msg: z.string().nullish() });

const ext = { auth: 'member', extension: true } as const;

/** Spread into `contract` (contract.ts). */
export const protectionContract = {
  protection: {
    ...ext,
    method: 'GET',
    path: '/customers/protection',
    encoding: 'none',
    request: z.object({}).strict(),
    response: z.object({ data: protectionSchema }),
  },
  depositLimits: {
    ...ext,
    method: 'POST',
    path: '/customers/protection/deposit-limits',
    encoding: 'form',
    request: depositLimitsBodySchema,
    response: result,
  },
  playLimits: {
    ...ext,
    method: 'POST',
    path: '/customers/protection/play-limits',
    encoding: 'form',
    request: playLimitsBodySchema,
    response: result,
  },
  exclusion: {
    ...ext,
    method: 'POST',
    path: '/customers/protection/exclusion',
    encoding: 'form',
    request: exclusionBodySchema,
    response: result,
  },
  realityCheck: {
    ...ext,
    method: 'POST',
    path: '/customers/protection/reality-check',
    encoding: 'form',
    request: realityCheckBodySchema,
    response: result,
  },
  /** Optional extension: the periodic account review and the yearly no-limit prompt. */
  accountReview: {
    ...ext,
    method: 'GET',
    path: '/customers/protection/account-review',
    encoding: 'none',
    request: z.object({}).strict(),
    response: z.object({ data: accountReviewSchema }),
  },
  /** Records that the member dismissed the review (and the limit prompt, when it was due). */
  accountReviewDone: {
    ...ext,
    method: 'POST',
    path: '/customers/protection/account-review',
    encoding: 'form',
    request: accountReviewBodySchema,
    response: result,
  },
  /** Optional extension: the member's realised return per game over the last 30 days. */
  gameReturns: {
    ...ext,
    method: 'GET',
    path: '/customers/games/returns',
    encoding: 'none',
    request: z.object({}).strict(),
    response: z.object({ data: gameReturnsSchema }),
  },
  statement: {
    ...ext,
    method: 'GET',
    path: '/customers/statement',
    encoding: 'query',
    request: statementQuerySchema,
    response: z.object({ data: statementSchema }),
  },
  /** Extends the caller's token (the session-timeout warning's "stay signed in", WCAG 2.2.1). */
  sessionRefresh: {
    ...ext,
    method: 'POST',
    path: '/customers/session/refresh',
    encoding: 'none',
    request: z.object({}).strict(),
    response: z.object({ expires_in: z.coerce.number().int().positive() }),
  },
} as const;

export type Protection = z.infer<typeof protectionSchema>;
export type Statement = z.infer<typeof statementSchema>;
export type AccountReview = z.infer<typeof accountReviewSchema>;
export type GameReturns = z.infer<typeof gameReturnsSchema>;
