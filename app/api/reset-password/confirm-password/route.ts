import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { newPasswordPairSchema } from '@/lib/casino/contract';
import { AppError } from '@/lib/errors';
import { revokeMemberSessions } from '@/lib/session/records';

const bodySchema = newPasswordPairSchema;

// otpNewpassword (spec §4, §7): the new password; the reset state is dropped once it is set. A reset
// is how a player locked out by a stranger takes the account back, so it signs out every device
// (docs/security.md, Sessions).
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
    await revokeMemberSessions(phone);
    return {
      json: { next: 'complete' },
      session: { ...session, resetToken: undefined, resetPhone: undefined, resetOtp: undefined },
    };
  },
});
