import { z } from 'zod';
import { assertResendDue } from '@/lib/bff/otp-resend';
import { bff } from '@/lib/bff/pipeline';
import { startRegistration } from '@/lib/bff/register-start';
import { callOptionalUpstream } from '@/lib/casino/client';
import { resendAt, toOtpView } from '@/lib/casino/otp-view';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

// A new registration code after the OTP step's countdown (casino-api/README.md, "OTP reference and
// resend"); from an upstream without the extension, by starting the phone step again.
export const POST = bff({
  auth: 'any',
  body: z.object({}).strict(),
  async handle({ req, session }) {
    const phone = session.registerPhone;
    if (!phone || session.registerToken)
      throw new AppError('validation', { fieldErrors: { error: ['registerExpired'] } });
    assertResendDue(session);
    await consume('otpSendPhone', phone);
    await consume('otpSendIp', clientIp(req));
    const answer = await callOptionalUpstream('registerOtpResend', { body: { phone } });
    const otp = toOtpView(answer ? answer.otp : (await startRegistration(req, phone)).otp);
    return { json: { otp }, session: { ...session, otpResendAt: resendAt(otp) } };
  },
});
