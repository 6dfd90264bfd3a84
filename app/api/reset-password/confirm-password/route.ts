import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { newPasswordPairSchema } from '@/lib/casino/contract';
import { AppError } from '@/lib/errors';

const bodySchema = newPasswordPairSchema;

// otpNewpassword (spec §4, §7): the new password; the reset state is dropped once it is set.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ body, session }) {
    const { resetToken: token, resetPhone: phone, resetOtp: otp } = session;
    if (!token || !phone || !otp)
      throw new AppError('validation', { fieldErrors: { error: ['resetExpired'] } });
    await callUpstream('resetConfirmPassword', {
      body: { phone, game_username: phone, token, otp, ...body },
    });
    return {
      json: { next: 'complete' },
      session: { ...session, resetToken: undefined, resetPhone: undefined, resetOtp: undefined },
    };
  },
});
