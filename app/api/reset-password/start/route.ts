import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { resetStartBodySchema } from '@/lib/casino/contract';
import { resendAt, toOtpView } from '@/lib/casino/otp-view';
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
    const started = await callUpstream('resetStart', {
      body: { phone: body.phone, game_username: body.phone },
    });
    const otp = toOtpView(started.otp);
    return {
      json: { next: 'otp', otp },
      session: {
        ...session,
        resetToken: started.token,
        resetPhone: body.phone,
        resetOtp: undefined,
        otpResendAt: resendAt(otp),
      },
    };
  },
});
