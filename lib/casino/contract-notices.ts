import { z } from 'zod';
import { upstreamDateTime } from './contract-entities';
import { wireMoney } from './contract-fields';

/*
 * Account notices (casino-api/README.md, "Account notices"), an optional extension beyond spec §7:
 * what happened to the member's account that they did not watch happen — a deposit credited or a
 * withdrawal paid while they were on another page, a refusal and its reason, a lapse, a password
 * changed. The site lists them in the News tab (spec §2 tab 5) with an unread count and announces
 * new ones on whatever page the member is on. An upstream without it (404) leaves the News tab as
 * spec §2 has it; the site then tells only what it saw settle itself (docs/architecture.md §8).
 */

export { noticeKinds, type NoticeKind } from './notice-kinds';

const id = z.union([z.number().int(), z.string().min(1)]).transform((v) => String(v));

export const noticeSchema = z.object({
  id,
  /** One of noticeKinds, or a kind of a newer upstream (then skipped by the site). */
  kind: z.string().min(1).max(64),
  /** The request's amount for a money notice; null otherwise. */
  amount: wireMoney.nullish(),
  /** A credited deposit's promotion bonus; null or absent when none. */
  bonus: wireMoney.nullish(),
  /** A refusal's reason as the member reads it (spec §8 Thai), the request's deleted_cause. */
  reason: z.string().nullish(),
  /** The request a money notice is about. */
  request_id: id.nullish(),
  created_at: upstreamDateTime,
  read: z.boolean(),
});

export const noticesSchema = z.object({
  /** Newest first, at most the latest 30. */
  data: z.array(noticeSchema),
  /** The member's notices not yet read, all of them (not only the ones listed). */
  unread: z.number().int().min(0),
});

/**
 * Marks the member's notices up to and including the one with id `up_to` as read (the member opened
 * the News tab): the newest they saw, so one that arrives meanwhile stays unread.
 */
export const readNoticesBodySchema = z
  .object({ up_to: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'required') })
  .strict();

/** Spread into `contract` (contract.ts). */
export const noticesContract = {
  notices: {
    method: 'GET',
    path: '/customers/notices',
    encoding: 'none',
    auth: 'member',
    extension: true,
    request: z.object({}).strict(),
    response: noticesSchema,
  },
  readNotices: {
    method: 'POST',
    path: '/customers/notices/read',
    encoding: 'form',
    auth: 'member',
    extension: true,
    request: readNoticesBodySchema,
    response: z.object({ success: z.boolean(), unread: z.number().int().min(0) }),
  },
} as const;

export type Notice = z.infer<typeof noticeSchema>;
