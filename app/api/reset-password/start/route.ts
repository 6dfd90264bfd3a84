import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { resetStartBodySchema } from '@/lib/casino/contract';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

const bodySchema = resetStartBodySchema.pick({ phone: true }).strict();

// Forgetpassword (spec §4, §7): start returns a token, kept in the session, never sent to the browser.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body, session }) {
    await consume('otpSendPhone', body.phone);
    await consume('otpSendIp', clientIp(req));
    // Spec §3: game_username equals the phone.
    const { token } = await callUpstream('resetStart', {
      body: { phone: body.phone, game_username: body.phone },
    });
    return {
      json: { next: 'otp' },
      session: { ...session, resetToken: token, resetPhone: body.phone, resetOtp: undefined },
    };
  },
});
