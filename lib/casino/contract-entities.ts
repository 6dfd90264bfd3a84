import { z } from 'zod';
import { wireMoney } from './contract-fields';

/*
 * Entities of spec §3 as the upstream sends them. Loose where real operator backends
 * differ (numbers as strings, 0/1 for booleans), strict about what the site relies on.
 */

const flag = z
  .union([z.boolean(), z.number().int(), z.string()])
  .transform((v) => v === true || Number(v) === 1);
const id = z.union([z.number().int(), z.string().min(1)]).transform((v) => String(v));
/** 'YYYY-MM-DD HH:MM:SS' in Asia/Bangkok, the upstream's format (spec §3). */
export const upstreamDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/);
/*
 * Extension: the same text in each of the site's languages, beside the spec's own (Thai) field:
 * `names` of a game or promotion, `contents` of an announcement (docs/architecture.md, "Upstream
 * text in three languages"). Each language may be missing, and so may the whole object: an upstream
 * without it is still valid, and the site shows the spec's field.
 */
const localizedTexts = z
  .object({ th: z.string().nullish(), en: z.string().nullish(), zh: z.string().nullish() })
  .nullish();

export const pendingRequestSchema = z.object({
  id,
  type: z.enum(['deposit', 'withdraw']),
  amount: wireMoney,
  created_at: upstreamDateTime,
  qr_code: z.string().nullish(),
  /*
   * Extension: the PromptPay payload (EMVCo text) that qr_code draws, so the member can save the QR
   * as a picture and copy the PromptPay id on the phone that pays (docs/architecture.md §8).
   */
  qr_payload: z.string().max(512).nullish(),
});

export const completedRequestSchema = z.object({
  id,
  type: z.enum(['deposit', 'withdraw']),
  status: z.string(),
  amount: wireMoney,
  bonus: wireMoney.nullish(),
  deleted_cause: z.string().nullish(),
  deleted_at: upstreamDateTime.nullish(),
  created_at: upstreamDateTime.nullish(),
});

export const eventSchema = z.object({
  id,
  name: z.string(),
  bonus: wireMoney,
  activated: flag,
});

export const currentPromotionSchema = z.object({
  name: z.string(),
  /** Extension: the promotion's name in each language (localizedTexts above). */
  names: localizedTexts,
  turnover: wireMoney,
  turnover_needed: wireMoney,
  turnover_updated_at: upstreamDateTime.nullish(),
});

export const memberPromotionSchema = z.object({
  id,
  name: z.string(),
  /** Extension: the promotion's name in each language (localizedTexts above). */
  names: localizedTexts,
  image_url: z.string().nullish(),
  /**
   * Extension: true for a promotion only a member who has never deposited may take (the welcome bonus),
   * so the site can offer it where it fits (the new member's success screen, the first deposit);
   * absent from an upstream that does not say.
   */
  welcome: z.boolean().optional(),
});

export const profileSchema = z.object({
  phone: z.string(),
  username: z.string().nullish(),
  bank: z.string().nullish(),
  account_number: z.string().nullish(),
  name: z.string().nullish(),
  to_bank: z.string().nullish(),
  to_account_number: z.string().nullish(),
  to_name: z.string().nullish(),
  qr_code_name: z.string().nullish(),
  payment_gateway_status: flag,
  /** Extension: the smallest and largest single deposit the upstream accepts (deposit screen). */
  deposit_min: wireMoney.nullish(),
  deposit_max: wireMoney.nullish(),
  promotion_ids: z.record(z.string(), z.string()).default({}),
  promotions: z.array(memberPromotionSchema).default([]),
  /** Extension: the promotions the member cannot take now, each with the upstream's reason (a sentence). */
  promotions_unavailable: z.array(memberPromotionSchema.extend({ reason: z.string() })).optional(),
  current_promotion: currentPromotionSchema.nullish(),
  pending_request: pendingRequestSchema.nullish(),
  games: z.array(z.object({ credit: wireMoney }).loose()).default([]),
  credit_checking: flag,
  completed_requests: z.array(completedRequestSchema).default([]),
  events: z.array(eventSchema).default([]),
});

export const promotionSchema = z.object({
  id,
  name: z.string(),
  /** Extension: the promotion's name in each language (localizedTexts above). */
  names: localizedTexts,
  image_url: z.string().nullish(),
  bonus_max: wireMoney.nullish(),
  bonus_fixed: wireMoney.nullish(),
  bonus_percent: wireMoney.nullish(),
  deposit_max: wireMoney.nullish(),
  turnover: wireMoney.nullish(),
  turnover_max: wireMoney.nullish(),
  /*
   * Extensions, for the terms shown before a deposit: the most the member may withdraw from what the
   * promotion brings, and when it stops being offered. null (or 0) = none; left out = not said.
   */
  withdraw_max: wireMoney.nullish(),
  ends_at: upstreamDateTime.nullish(),
});

export const announcementSchema = z.object({
  content: z.string().nullish(),
  /** Extension: the announcement in each language (localizedTexts above); `content` stays the Thai. */
  contents: localizedTexts,
  img: z.string().nullish(),
  active: z.coerce.number().int(),
  /**
   * Extension: 'guests' for copy meant for visitors only ("new members get a 50% bonus"); absent or any
   * other value is for everyone (a newer upstream's audience is not an error).
   */
  audience: z.string().nullish(),
});

const referralRow = z.object({ start_at: z.string(), username: z.string(), amount: wireMoney });

export const referralInfoSchema = z.object({
  customer: z.object({
    referral_key: z.string(),
    bonus_referral_total: wireMoney,
    bonus_referral_pending: wireMoney,
  }),
  bonus: z.object({ bonus_turnover: wireMoney }),
  mlm_percent: z.object({ level_1: wireMoney, level_2: wireMoney, level_3: wireMoney }),
  customer_referrals: z.array(referralRow),
  customer_win_loses: z.object({ total: wireMoney }),
  mlm_referrals: z.tuple([z.array(referralRow), z.array(referralRow), z.array(referralRow)]),
});

export const gameSchema = z.object({
  id,
  provider: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  image_url: z.string().nullish(),
  // Extensions (docs/architecture.md, "Game catalogue"): each language's own name, the provider's
  // display name, and the operator's popular/new markers. An upstream without them is still valid.
  names: localizedTexts,
  provider_name: z.string().nullish(),
  popular: z.boolean().nullish(),
  new: z.boolean().nullish(),
  /**
   * Extension (docs/player-protection.md, "Return to player per game"): the game's theoretical return to
   * player in percent, e.g. 96.5. A value out of range is dropped rather than failing the catalogue.
   */
  rtp: z.number().gt(0).max(100).nullish().catch(null),
});

export const siteInfoSchema = z.object({
  name: z.string(),
  line: z.string(),
  referral: z.string(),
});

export const affiliateSchema = z.object({
  affiliate_key: z.string(),
  username: z.string(),
  name: z.string(),
  line: z.string().nullish(),
});

export type Profile = z.infer<typeof profileSchema>;
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export type CompletedRequest = z.infer<typeof completedRequestSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type ReferralInfo = z.infer<typeof referralInfoSchema>;
export type Game = z.infer<typeof gameSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;
export type Affiliate = z.infer<typeof affiliateSchema>;
