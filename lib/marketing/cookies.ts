import { z } from 'zod';
import { marketingKeyField } from '../casino/contract-fields';

/*
 * Marketing cookies of spec §3, set server-side from entry links (docs/architecture.md §3) and read
 * server-side at registration. Names are the spec's, typo included ('ck-refferal').
 */
export const AFFILIATE_COOKIE = 'ck-aff';
export const REFERRAL_COOKIE = 'ck-refferal';
export const CLICK_ID_COOKIE = 'adskeeper';

/** docs/architecture.md §8: 30 days (the spec's 2592e6 reads as milliseconds). */
export const CLICK_ID_MAX_AGE = 30 * 24 * 60 * 60;
export const MARKETING_MAX_AGE = 30 * 24 * 60 * 60;

const affiliateCookieSchema = z.object({
  affiliate_key: marketingKeyField,
  username: z.string().max(64),
  name: z.string().max(100),
  line: z.string().max(100).nullish(),
});
export type AffiliateCookie = z.infer<typeof affiliateCookieSchema>;

export const clickIdField = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/);

/** Plain JSON: Next's cookie serializer percent-encodes the value once on the wire and decodes it on read. */
export function encodeAffiliate(value: AffiliateCookie): string {
  return JSON.stringify(value);
}

/** A tampered, oversized or stale cookie reads as no cookie: it must never block a sign-up. */
export function readAffiliate(raw: string | undefined): AffiliateCookie | null {
  if (!raw || raw.length > 1024) return null;
  try {
    const parsed = affiliateCookieSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readReferralKey(raw: string | undefined): string | null {
  return raw && marketingKeyField.safeParse(raw).success ? raw : null;
}

export function readClickId(raw: string | undefined): string | null {
  return raw && clickIdField.safeParse(raw).success ? raw : null;
}
