import { z } from 'zod';
import { phoneField } from './contract-fields';

/*
 * Optional extension beyond spec §7 (casino-api/README.md, "OTP reference and resend"): the OTP step's
 * reference code and resend. register/phone and reset-password/start may add `otp` to their answer, and
 * two endpoints send a new code under their own limits. An upstream without them answers without `otp`
 * and 404 on the resend paths; the site then shows no reference, counts the wait itself and asks for a
 * new code by starting the step again (app/api/register/otp/resend, app/api/reset-password/resend).
 */

export const otpInfoSchema = z.object({
  /** Printed in the SMS beside the code, so the player can tell which SMS the step means. */
  ref: z.string().trim().min(1).max(12),
  /** Seconds until a new code may be asked for. */
  resend_after: z.number().int().min(0).max(3600),
  /** Seconds until this code stops working. */
  expires_in: z.number().int().positive(),
});
export type OtpInfo = z.infer<typeof otpInfoSchema>;

const sent = z.object({ success: z.boolean(), otp: otpInfoSchema });

export const registerOtpResendBodySchema = z.object({ phone: phoneField }).strict();
export const resetResendBodySchema = z
  .object({ phone: phoneField, game_username: phoneField, token: z.string().min(1).max(200) })
  .strict();

/** Spread into `contract` (contract.ts). */
export const otpContract = {
  registerOtpResend: {
    method: 'POST',
    path: '/register/otp/resend',
    encoding: 'form',
    auth: 'none',
    extension: true,
    request: registerOtpResendBodySchema,
    response: sent,
  },
  resetResend: {
    method: 'POST',
    path: '/reset-password/resend',
    encoding: 'form',
    auth: 'none',
    extension: true,
    request: resetResendBodySchema,
    response: sent,
  },
} as const;
