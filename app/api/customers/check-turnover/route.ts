import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { memberPhone } from '@/lib/session/session';

// GET check-turnover (spec §7): success false carries the upstream's Thai msg, shown as a warning.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const { success, msg } = await callUpstream('checkTurnover', {
      token: session.token,
      body: { phone: memberPhone(session) },
    });
    return { json: { success, msg: msg ?? null } };
  },
});
