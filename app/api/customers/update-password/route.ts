import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { updatePasswordBodySchema } from '@/lib/casino/contract';

// POST update-password (spec §7); spec §4: success clears the token and logs out.
export const POST = bff({
  auth: 'member',
  body: updatePasswordBodySchema,
  async handle({ session, body }) {
    await callUpstream('updatePassword', { token: session.token, body });
    return { json: { ok: true }, session: null };
  },
});
