import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { resetConfirmOtpBodySchema } from '@/lib/casino/contract';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

const bodySchema = resetConfirmOtpBodySchema.pick({ otp: true }).strict();

// otpPassword (spec §4, §7): the OTP is checked upstream and remembered for the last step.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body, session }) {
    const { resetToken: token, resetPhone: phone } = session;
    if (!token || !phone) throw new AppError('validation', { fieldErrors: { error: ['resetExpired'] } });
    await consume('otpVerifyPhone', phone);
    await consume('otpVerifyIp', clientIp(req));
    await callUpstream('resetConfirmOtp', { body: { phone, game_username: phone, token, otp: body.otp } });
    return { json: { next: 'password' }, session: { ...session, resetOtp: body.otp } };
  },
});
