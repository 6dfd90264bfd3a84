import { z } from 'zod';
import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream, callUpstream } from '@/lib/casino/client';
import { loginPasswordField } from '@/lib/casino/contract-fields';
import { AppError } from '@/lib/errors';
import { passkeyAnswerSchema, requireExtension } from '@/lib/passkeys/server';
import { clientIp } from '@/lib/security/client-ip';
import {
  loginFailed,
  loginNotChecked,
  loginSucceeded,
  passkeyAttempt,
  passkeySucceeded,
  reserveLogin,
} from '@/lib/security/rate-limit';
import { markSessionProved } from '@/lib/session/records';
import { stepUpWindowMs } from '@/lib/session/step-up';

const bodySchema = z.union([z.object({ password: loginPasswordField }).strict(), passkeyAnswerSchema]);

// POST: the member proves themselves again on this session (step-up, docs/security.md, "Passkeys and
// step-up"): a passkey touch, or the password. Either counts against the same limits as a sign-in; a
// good one stamps the session record, and the action that asked for it can go through for 10 minutes.
export const POST = bff({
  auth: 'member',
  body: bodySchema,
  async handle({ req, session, record, body }) {
    const phone = session.phone ?? '';
    if ('password' in body) {
      const ip = clientIp(req);
      await reserveLogin(phone, ip);
      try {
        // Spec §7 login checks the password; the token it issues is dropped unused (the upstream has no
        // logout, and it expires with expires_in): this session keeps its own.
        await callUpstream('login', { body: { phone, password: body.password } });
      } catch (e) {
        if (e instanceof AppError && e.code === 'invalid_credentials') await loginFailed(phone, ip);
        else await loginNotChecked(phone, ip);
        throw e;
      }
      await loginSucceeded(phone, ip);
    } else {
      await passkeyAttempt('passkeyStepUpPhone', phone);
      try {
        requireExtension(
          await callOptionalUpstream('passkeyVerify', {
            token: session.token,
            body: { challenge_id: body.challengeId, response: body.response },
          }),
        );
      } catch (e) {
        // The session is good; only the proof failed. A 401 here must not sign the member out.
        if (e instanceof AppError && e.code === 'unauthorized')
          throw new AppError('invalid_credentials', { message: e.message });
        throw e;
      }
      await passkeySucceeded('passkeyStepUpPhone', phone);
    }
    const proved = await markSessionProved(record);
    return { json: { ok: true, freshUntil: proved.provedAt! + stepUpWindowMs() } };
  },
});
