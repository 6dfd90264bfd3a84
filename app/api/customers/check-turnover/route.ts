import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { memberPhone } from '@/lib/session/session';

// POST check-turnover (spec §7): success false carries the upstream's Thai msg, shown as a warning. A POST
// because it ends the running promotion, which a link on another site must not do (docs/security.md,
// CSRF); the upstream call itself stays the GET spec §7 defines.
export const POST = bff({
  auth: 'member',
  async handle({ session }) {
    const { success, msg } = await callUpstream('checkTurnover', {
      token: session.token,
      body: { phone: memberPhone(session) },
    });
    return { json: { success, msg: msg ?? null } };
  },
});
