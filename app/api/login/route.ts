import { z } from 'zod';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { loginBodySchema } from '@/lib/casino/contract';
import { safeNextPath } from '@/lib/safe-redirect';
import { revokeSession } from '@/lib/session/records';
import { signIn } from '@/lib/session/sign-in';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/client-ip';
import { loginFailed, loginNotChecked, loginSucceeded, reserveLogin } from '@/lib/security/rate-limit';

const bodySchema = loginBodySchema.extend({ next: z.string().max(2048).optional() }).strict();

// POST /lobby/api/login (spec §7): the token goes into the sealed cookie, never into the answer. The
// answer names the member's previous sign-in, for the "last signed in" notice (docs/security.md, Sessions).
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body, session: before }) {
    const ip = clientIp(req);
    await reserveLogin(body.phone, ip);
    let token: { access_token: string; expires_in: number };
    try {
      token = await callUpstream('login', { body: { phone: body.phone, password: body.password } });
    } catch (e) {
      if (e instanceof AppError && e.code === 'invalid_credentials') await loginFailed(body.phone, ip);
      else await loginNotChecked(body.phone, ip);
      throw e;
    }
    await loginSucceeded(body.phone, ip);
    // A sign-in replaces whatever session this browser had: its record goes, not left to idle out.
    if (before.sid && before.phone) await revokeSession(before.phone, before.sid);
    const { session, previous } = await signIn(req, token, body.phone);
    return {
      json: { ok: true, next: safeNextPath(body.next) ?? '/', lastSignIn: previous },
      session,
    };
  },
});
