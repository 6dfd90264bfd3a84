import { z } from 'zod';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { loginBodySchema } from '@/lib/casino/contract';
import { safeNextPath } from '@/lib/safe-redirect';
import { memberSession } from '@/lib/session/session';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/client-ip';
import { loginFailed, loginNotChecked, loginSucceeded, reserveLogin } from '@/lib/security/rate-limit';

const bodySchema = loginBodySchema.extend({ next: z.string().max(2048).optional() }).strict();

// POST /lobby/api/login (spec §7): the token goes into the sealed cookie, never into the answer.
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body }) {
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
    const { access_token, expires_in } = token;
    return {
      json: { ok: true, next: safeNextPath(body.next) ?? '/' },
      session: memberSession(access_token, expires_in, body.phone),
    };
  },
});
