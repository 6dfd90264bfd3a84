import { z } from 'zod';
import { upstreamDateTime } from './contract-entities';
import { wireMoney } from './contract-fields';

/*
 * Optional extensions beyond spec §7 about how money requests go (casino-api/README.md, "Request
 * timeline and payout time"). Both are optional for an operator's backend: the site asks, and an
 * upstream without them (404) gets the spec §3 fields only — the request's own status and dates, and
 * no payout figure (app/api/requests/[id]/timeline, app/api/withdrawals/payout-time).
 */

export const requestStepKinds = [
  'submitted',
  'review',
  'completed',
  'rejected',
  'cancelled',
  'lapsed',
] as const;
export type RequestStepKind = (typeof requestStepKinds)[number];

const id = z.union([z.number().int(), z.string().min(1)]).transform((v) => String(v));

export const requestStepSchema = z.object({
  /**
   * submitted: the member made it; review: staff took it into review; completed: paid out (a
   * withdrawal) or credited (a deposit); rejected: staff refused it (`reason` is theirs);
   * cancelled: the member cancelled a deposit; lapsed: nobody settled it in time (spec §9 windows).
   */
  step: z.enum(requestStepKinds),
  at: upstreamDateTime,
  reason: z.string().nullish(),
});

export const requestTimelineSchema = z.object({
  id,
  type: z.enum(['deposit', 'withdraw']),
  status: z.string(),
  amount: wireMoney,
  created_at: upstreamDateTime,
  /** Oldest first; the first is always `submitted`. */
  steps: z.array(requestStepSchema).min(1),
});

export const payoutTimeSchema = z.object({
  /** The window the figure covers, counted back from now. */
  days: z.number().int().positive(),
  /** Withdrawals paid out in that window. */
  paid: z.number().int().min(0),
  /** Median seconds from submit to paid over those withdrawals; null when none was paid. */
  median_seconds: z.number().int().min(0).nullable(),
});

/** Spread into `contract` (contract.ts). */
export const withdrawalsContract = {
  requestTimeline: {
    method: 'GET',
    path: '/customers/requests/{id}/timeline',
    encoding: 'none',
    auth: 'member',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ data: requestTimelineSchema }),
  },
  payoutTime: {
    method: 'GET',
    path: '/withdrawals/payout-time',
    encoding: 'none',
    auth: 'none',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ data: payoutTimeSchema }),
  },
} as const;

export type RequestTimeline = z.infer<typeof requestTimelineSchema>;
export type PayoutTime = z.infer<typeof payoutTimeSchema>;
