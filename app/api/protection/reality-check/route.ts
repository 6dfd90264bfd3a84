import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { realityCheckBodySchema } from '@/lib/casino/contract-protection';

// POST the reality-check interval (docs/player-protection.md): 0 (off), 15, 30 or 60 minutes.
export const POST = bff({
  auth: 'member',
  body: realityCheckBodySchema,
  async handle({ session, body }) {
    const { success, msg } = await callUpstream('realityCheck', { token: session.token, body });
    return { json: { success, msg: msg ?? null } };
  },
});
