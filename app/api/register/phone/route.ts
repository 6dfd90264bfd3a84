import { z } from 'zod';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { registerPhoneBodySchema } from '@/lib/casino/contract';
import { resendAt, toOtpView } from '@/lib/casino/otp-view';
import { AppError } from '@/lib/errors';
import { startRegistration } from '@/lib/bff/register-start';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

// No sign-up without the legal-age and policy confirmation (docs/player-protection.md); the Casino API
// records when it was given (age_confirmed below).
const bodySchema = registerPhoneBodySchema
  .pick({ phone: true })
  .extend({ age_confirmed: z.literal(true, 'ageRequired') })
  .strict();
/** Spec §4: the client passes the OTP step with this placeholder and a bypass flag. */
const PLACEHOLDER_OTP = '0000';

// Register step 1 (spec §4, §7): phone with the entry link's keys, then the automatic OTP step.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body }) {
    // Every call may send an SMS, which costs money and can be used to flood a phone: limited per
    // phone and per client (docs/security.md).
    await consume('otpSendPhone', body.phone);
    await consume('otpSendIp', clientIp(req));
    const sent = await startRegistration(req, body.phone);
    try {
      const { access_token } = await callUpstream('registerOtp', {
        body: { phone: body.phone, otp: PLACEHOLDER_OTP, bypass: true },
      });
      return {
        json: { next: 'password' },
        session: { registerToken: access_token, registerPhone: body.phone },
      };
    } catch (e) {
      // docs/architecture.md §8: an operator that refuses the bypass has sent a real OTP by SMS instead.
      if (e instanceof AppError && e.code === 'validation' && e.fieldErrors?.otp) {
        const otp = toOtpView(sent.otp);
        return {
          json: { next: 'otp', otp },
          session: { registerPhone: body.phone, otpResendAt: resendAt(otp) },
        };
      }
      throw e;
    }
  },
});
