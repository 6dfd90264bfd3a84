import { z } from 'zod';
import { assertResendDue } from '@/lib/bff/otp-resend';
import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream, callUpstream } from '@/lib/casino/client';
import { resendAt, toOtpView } from '@/lib/casino/otp-view';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

// A new reset code after the OTP step's countdown (casino-api/README.md, "OTP reference and resend");
// from an upstream without the extension, by starting the reset again, which gives a new token.
export const POST = bff({
  auth: 'any',
  body: z.object({}).strict(),
  async handle({ req, session }) {
    const { resetToken: token, resetPhone: phone } = session;
    if (!token || !phone) throw new AppError('validation', { fieldErrors: { error: ['resetExpired'] } });
    assertResendDue(session);
    await consume('otpSendPhone', phone);
    await consume('otpSendIp', clientIp(req));
    const body = { phone, game_username: phone };
    const answer = await callOptionalUpstream('resetResend', { body: { ...body, token } });
    if (answer) {
      const otp = toOtpView(answer.otp);
      return { json: { otp }, session: { ...session, otpResendAt: resendAt(otp) } };
    }
    const started = await callUpstream('resetStart', { body });
    const otp = toOtpView(started.otp);
    return {
      json: { otp },
      session: { ...session, resetToken: started.token, resetOtp: undefined, otpResendAt: resendAt(otp) },
    };
  },
});
