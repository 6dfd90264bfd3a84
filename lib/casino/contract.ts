import { z } from 'zod';
import {
  accountNumberField,
  amountField,
  bankCodeField,
  lineIdField,
  loginPasswordField,
  marketingKeyField,
  newPasswordField,
  otpField,
  personNameField,
  phoneField,
} from './contract-fields';
import {
  affiliateSchema,
  announcementSchema,
  gameSchema,
  pendingRequestSchema,
  profileSchema,
  promotionSchema,
  referralInfoSchema,
  siteInfoSchema,
} from './contract-entities';
import { otpContract, otpInfoSchema } from './contract-otp';
import { noticesContract } from './contract-notices';
import { passkeysContract } from './contract-passkeys';
import { protectionContract } from './contract-protection';
import { withdrawalsContract } from './contract-withdrawals';

/*
 * The upstream contract: every call of spec §7, plus the extensions the site needs
 * (marked `extension`). Imported by the BFF, the reference Casino API and the contract tests.
 *
 * `path` is relative to CASINO_API_URL (which ends in /api). `encoding` is how the request
 * travels upstream: the spec's form bodies stay forms so a real operator backend built to §7
 * works unchanged; GET "form data" (check-credit, check-turnover) travels as a query string.
 */

export type Encoding = 'form' | 'json' | 'query' | 'none';
type Auth = 'member' | 'register' | 'none';

export interface Endpoint<Req extends z.ZodType, Res extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  encoding: Encoding;
  auth: Auth;
  request: Req;
  response: Res;
  extension?: true;
  /**
   * A money call that takes an `Idempotency-Key` header (docs/security.md): a UUID the browser makes per
   * submit and sends again on a retry. Same key and same body → the stored answer, effect once;
   * same key, different body → 422. Keys are per member and kept at least 24 hours.
   */
  idempotent?: true;
}

/** The request header of `idempotent` endpoints. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

const empty = z.object({}).strict();
const success = z.object({ success: z.boolean(), msg: z.string().nullish() });
const passwordPair = { password: newPasswordField, password_confirmation: z.string().min(1, 'required') };
const samePasswords = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const mismatch = { message: 'passwordMismatch', path: ['password_confirmation'] };

/** A new password and its confirmation, equal (spec §5); the shape the site's forms send. */
export const newPasswordPairSchema = z.object(passwordPair).strict().refine(samePasswords, mismatch);

/** Upstream error bodies: Laravel-style, as spec §7 lists them (errors.phone, errors.error, msg). */
export const upstreamErrorSchema = z
  .object({
    success: z.boolean().optional(),
    message: z.string().optional(),
    msg: z.string().nullish(),
    error: z.string().optional(),
    errors: z
      .union([z.record(z.string(), z.union([z.string(), z.array(z.string())])), z.array(z.string())])
      .optional(),
  })
  .loose();
export type UpstreamError = z.infer<typeof upstreamErrorSchema>;

export const loginBodySchema = z.object({ phone: phoneField, password: loginPasswordField }).strict();
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

export const registerPhoneBodySchema = z
  .object({
    phone: phoneField,
    no_otp: z.coerce.number().int().min(0).max(1).optional(),
    affiliate_key: marketingKeyField.optional(),
    referral_key: marketingKeyField.optional(),
    // extension (docs/player-protection.md): the player confirmed being of legal age and accepted the terms
    age_confirmed: z.coerce.number().int().min(0).max(1).optional(),
  })
  .strict();
export const registerOtpBodySchema = z
  .object({ phone: phoneField, otp: otpField, bypass: z.boolean().optional() })
  .strict();
export const registerPasswordBodySchema = z
  .object({ phone: phoneField.optional(), ...passwordPair })
  .strict()
  .refine(samePasswords, mismatch);
export const bankAccountBodySchema = z
  .object({
    phone: phoneField,
    bank: bankCodeField,
    account_number: accountNumberField,
    name: personNameField,
    line: lineIdField.optional(),
  })
  .strict();

const resetBase = { phone: phoneField, game_username: phoneField };
export const resetStartBodySchema = z.object(resetBase).strict();
export const resetConfirmOtpBodySchema = z
  .object({ ...resetBase, token: z.string().min(1).max(200), otp: otpField })
  .strict();
export const resetConfirmPasswordBodySchema = z
  .object({ ...resetBase, token: z.string().min(1).max(200), otp: otpField, ...passwordPair })
  .strict()
  .refine(samePasswords, mismatch);

export const updatePasswordBodySchema = z
  .object({ old_password: loginPasswordField, ...passwordPair })
  .strict()
  .refine(samePasswords, mismatch);

export const depositBodySchema = z
  .object({ amount: amountField, promotion_id: z.coerce.number().int().min(0).optional() })
  .strict();
export const withdrawBodySchema = z.object({ phone: phoneField, amount: amountField }).strict();
// Spec §7: check-credit and check-turnover name the member by phone (form data; a query on a GET).
export const phoneQuerySchema = z.object({ phone: phoneField }).strict();
export const referralQuerySchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'required')
      .optional(),
  })
  .strict();
export const launchQuerySchema = z.object({ mobile: z.enum(['true', 'false']).optional() }).strict();

export const contract = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    encoding: 'form',
    auth: 'none',
    request: loginBodySchema,
    response: tokenSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/customers/profile',
    encoding: 'none',
    auth: 'member',
    request: empty,
    response: z.object({ data: profileSchema }),
  }),
  checkCredit: endpoint({
    method: 'GET',
    path: '/customers/check-credit',
    encoding: 'query',
    auth: 'member',
    request: phoneQuerySchema,
    response: z.object({ credit_success: z.boolean() }),
  }),
  checkTurnover: endpoint({
    method: 'GET',
    path: '/customers/check-turnover',
    encoding: 'query',
    auth: 'member',
    request: phoneQuerySchema,
    response: z.object({
      success: z.boolean(),
      credit_success: z.boolean().optional(),
      msg: z.string().nullish(),
    }),
  }),
  launchGame: endpoint({
    method: 'GET',
    path: '/launch-game/{a}/{b}',
    encoding: 'query',
    auth: 'member',
    request: launchQuerySchema,
    response: z.object({ success: z.boolean(), url: z.string().nullish(), msg: z.string().nullish() }),
  }),
  notification: endpoint({
    method: 'GET',
    path: '/notification',
    encoding: 'none',
    auth: 'none',
    request: empty,
    response: z.array(announcementSchema),
  }),
  referral: endpoint({
    method: 'GET',
    path: '/customers/referral',
    encoding: 'query',
    auth: 'member',
    request: referralQuerySchema,
    response: referralInfoSchema,
  }),
  getReferralBonus: endpoint({
    method: 'POST',
    path: '/customers/get-referral-bonus',
    encoding: 'none',
    auth: 'member',
    idempotent: true,
    request: empty,
    response: success,
  }),
  getBonus: endpoint({
    method: 'POST',
    path: '/customers/get-bonus/{id}',
    encoding: 'none',
    auth: 'member',
    idempotent: true,
    request: empty,
    response: success,
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/customers/update-password',
    encoding: 'form',
    auth: 'member',
    request: updatePasswordBodySchema,
    response: success,
  }),
  resetStart: endpoint({
    method: 'POST',
    path: '/reset-password/start',
    encoding: 'form',
    auth: 'none',
    request: resetStartBodySchema,
    // `otp`: the optional OTP extension (contract-otp.ts)
    response: z.object({ success: z.boolean(), token: z.string(), otp: otpInfoSchema.optional() }),
  }),
  resetConfirmOtp: endpoint({
    method: 'POST',
    path: '/reset-password/confirm-otp',
    encoding: 'form',
    auth: 'none',
    request: resetConfirmOtpBodySchema,
    response: success,
  }),
  resetConfirmPassword: endpoint({
    method: 'POST',
    path: '/reset-password/confirm-password',
    encoding: 'form',
    auth: 'none',
    request: resetConfirmPasswordBodySchema,
    response: success,
  }),
  registerPhone: endpoint({
    method: 'POST',
    path: '/register/phone',
    encoding: 'form',
    auth: 'none',
    request: registerPhoneBodySchema,
    // `otp`: the optional OTP extension (contract-otp.ts), absent when no code was sent (bypass)
    response: success.extend({ otp: otpInfoSchema.optional() }),
  }),
  registerOtp: endpoint({
    method: 'POST',
    path: '/register/otp',
    encoding: 'json',
    auth: 'none',
    request: registerOtpBodySchema,
    response: z.object({ access_token: z.string().min(1) }),
  }),
  registerPassword: endpoint({
    method: 'POST',
    path: '/register/password',
    encoding: 'form',
    auth: 'register',
    request: registerPasswordBodySchema,
    response: success,
  }),
  registerBankAccount: endpoint({
    method: 'POST',
    path: '/register/bank-account',
    encoding: 'form',
    auth: 'member',
    request: bankAccountBodySchema,
    response: success,
  }),
  depositPaymentGateway: endpoint({
    method: 'POST',
    path: '/requests/deposit/payment-gateway',
    encoding: 'form',
    auth: 'member',
    idempotent: true,
    request: depositBodySchema,
    response: z.object({ success: z.boolean(), data: pendingRequestSchema }),
  }),
  depositPrepare: endpoint({
    method: 'POST',
    path: '/requests/deposit/prepare',
    encoding: 'form',
    auth: 'member',
    idempotent: true,
    request: depositBodySchema,
    response: z.object({ success: z.boolean(), data: pendingRequestSchema }),
  }),
  depositCancel: endpoint({
    method: 'POST',
    path: '/requests/deposit/{id}/cancel',
    encoding: 'none',
    auth: 'member',
    request: empty,
    response: z.object({ success: z.boolean(), errors: z.array(z.string()).default([]) }),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/requests/withdraw',
    encoding: 'form',
    auth: 'member',
    idempotent: true,
    request: withdrawBodySchema,
    response: z.object({ success: z.boolean(), data: pendingRequestSchema.nullish() }),
  }),

  promotions: endpoint({
    method: 'GET',
    path: '/promotions',
    encoding: 'none',
    auth: 'none',
    request: empty,
    response: z.object({ data: z.array(promotionSchema) }),
    extension: true,
  }),
  games: endpoint({
    method: 'GET',
    path: '/games',
    encoding: 'none',
    auth: 'none',
    request: empty,
    response: z.object({ data: z.array(gameSchema) }),
    extension: true,
  }),
  affiliate: endpoint({
    method: 'GET',
    path: '/affiliates/{key}',
    encoding: 'none',
    auth: 'none',
    request: empty,
    response: z.object({ data: affiliateSchema }),
    extension: true,
  }),
  trialGame: endpoint({
    method: 'GET',
    path: '/trial-game/{a}/{b}',
    encoding: 'query',
    auth: 'none',
    request: launchQuerySchema,
    response: z.object({ success: z.boolean(), url: z.string().nullish() }),
    extension: true,
  }),
  siteInfo: endpoint({
    method: 'GET',
    path: '/site-info',
    encoding: 'none',
    auth: 'none',
    request: empty,
    response: z.object({ data: siteInfoSchema }),
    extension: true,
  }),
  // player protection (docs/player-protection.md): deposit limits, breaks, reality checks, statement,
  // session refresh
  ...protectionContract,
  // request timeline and payout time (casino-api/README.md): optional, an upstream may answer 404
  ...withdrawalsContract,
  // OTP reference and resend (casino-api/README.md): optional, an upstream may answer 404
  ...otpContract,
  // account notices (casino-api/README.md): optional, an upstream may answer 404
  ...noticesContract,
  // passkeys and the step-up proof they give (casino-api/README.md, "Passkeys"): optional, 404 hides them
  ...passkeysContract,
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
export type RequestOf<N extends EndpointName> = z.input<Contract[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Contract[N]['response']>;

/** Fills `{a}`-style placeholders; each value is URI-encoded so a parameter can never add a path segment. */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
