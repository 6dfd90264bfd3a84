import { z } from 'zod';
import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { AppError } from '@/lib/errors';
import { passkeyAnswerSchema, requireExtension } from '@/lib/passkeys/server';
import { safeNextPath } from '@/lib/safe-redirect';
import { clientIp } from '@/lib/security/client-ip';
import { passkeyAttempt, passkeySucceeded } from '@/lib/security/rate-limit';
import { revokeSession } from '@/lib/session/records';
import { signIn } from '@/lib/session/sign-in';

const bodySchema = passkeyAnswerSchema.extend({ next: z.string().max(2048).optional() }).strict();

// POST: sign in with a passkey (docs/security.md, "Passkeys and step-up"). The upstream checks the
// answer and names the member; from here on it is a sign-in like the password one (spec §4): a fresh
// session and record, marked as made with a passkey, and the "last signed in" notice.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body, session: before }) {
    const ip = clientIp(req);
    await passkeyAttempt('passkeyIp', ip);
    let answer;
    try {
      answer = requireExtension(
        await callOptionalUpstream('passkeyLogin', {
          body: { challenge_id: body.challengeId, response: body.response },
        }),
      );
    } catch (e) {
      // the upstream's own sentence (a removed passkey, a clone) is kept; the code says "not signed in"
      if (e instanceof AppError && e.code === 'unauthorized')
        throw new AppError('invalid_credentials', { message: e.message });
      throw e;
    }
    await passkeySucceeded('passkeyIp', ip);
    if (before.sid && before.phone) await revokeSession(before.phone, before.sid);
    const { session, previous } = await signIn(req, answer, answer.phone, 'passkey');
    return {
      json: { ok: true, next: safeNextPath(body.next) ?? '/', lastSignIn: previous },
      session,
    };
  },
});
