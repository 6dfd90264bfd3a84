import { z } from 'zod';

/*
 * Field rules shared by the BFF and the reference Casino API. The browser's forms check only that
 * fields are filled (lib/forms) and must not import these: they bring the server's zod with them
 * (docs/performance.md, "zod in the browser"). Messages are keys of the `Validation` namespace in
 * messages/*.json, never sentences: the browser translates them, the reference API maps them to the
 * Thai wording of spec §8.
 */

export const validationKeys = [
  'required',
  'phoneInvalid',
  'passwordLength',
  'passwordFormat',
  'passwordMismatch',
  'otpInvalid',
  'amountInvalid',
  'accountNumberInvalid',
  'nameInvalid',
  'bankInvalid',
  'tooLong',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

const required = (max = 200) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** Thai mobile numbers: 10 digits starting 06, 08 or 09 (spec §5: numeric keyboard). */
export const phoneField = required(10).regex(/^0[689]\d{8}$/, 'phoneInvalid');

/** Passwords a member types to log in: any non-empty string (old accounts may predate the rules). */
export const loginPasswordField = z.string().min(1, 'required').max(64, 'tooLong');

/** New passwords, spec §5 hints: 8-15 characters, lower and upper case English letters and a digit. */
export const newPasswordField = z
  .string()
  .min(1, 'required')
  .min(8, 'passwordLength')
  .max(15, 'passwordLength')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]+$/, 'passwordFormat');

/** Registration passes a 4-digit placeholder (spec §4); reset codes are 6 digits. */
export const otpField = required(6).regex(/^\d{4,6}$/, 'otpInvalid');

/**
 * Money as a person types it or the wire carries it: baht with at most 2 decimals.
 * No exponents, hex, signs or empty strings — each of those has fooled Number() before.
 */
export const amountField = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .max(12, 'amountInvalid')
      .regex(/^\d+(\.\d{1,2})?$/, 'amountInvalid')
      .refine((s) => Number(s) > 0, 'amountInvalid'),
  );

export const bankCodeField = required(8).regex(/^[A-Za-z]{2,6}$/, 'bankInvalid');

/** Thai account numbers: digits only, 10–15 long (shared/spec/thai-banks.md). */
export const accountNumberField = required(15).regex(/^\d{10,15}$/, 'accountNumberInvalid');

/**
 * Names: letters of any script, spaces, dots; no zero-width, invisible or direction-control
 * characters (they make a bank name look like someone else's) and no control characters.
 */
export const INVISIBLE_OR_BIDI =
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/;
export const personNameField = required(100).refine((s) => !INVISIBLE_OR_BIDI.test(s), 'nameInvalid');

export const lineIdField = z.string().trim().max(50, 'tooLong');

/**
 * Affiliate and referral keys from entry links (spec §3 cookies): short and plain, or ignored, since
 * anyone can put anything in a link.
 */
export const marketingKeyField = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** Wire money from the upstream: a number or a numeric string of baht. */
export const wireMoney = z.union([z.number().finite(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
export type WireMoney = z.infer<typeof wireMoney>;
