import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { registerOtpBodySchema } from '@/lib/casino/contract';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

const bodySchema = registerOtpBodySchema.pick({ otp: true }).strict();

// Register OTP (spec §7) when the operator sent a real code; the phone comes from the session, not the browser.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body, session }) {
    if (!session.registerPhone)
      throw new AppError('validation', { fieldErrors: { error: ['registerExpired'] } });
    await consume('otpVerifyPhone', session.registerPhone);
    await consume('otpVerifyIp', clientIp(req));
    const { access_token } = await callUpstream('registerOtp', {
      body: { phone: session.registerPhone, otp: body.otp },
    });
    return {
      json: { next: 'password' },
      session: { registerToken: access_token, registerPhone: session.registerPhone },
    };
  },
});
