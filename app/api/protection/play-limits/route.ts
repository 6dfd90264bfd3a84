import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { playLimitsBodySchema } from '@/lib/casino/contract-protection';

// POST loss limits and the session-time limit (docs/player-protection.md): '' removes one; a raise or a
// removal waits 24 hours upstream, like the deposit limits.
export const POST = bff({
  auth: 'member',
  body: playLimitsBodySchema,
  async handle({ session, body }) {
    const { success, msg } = await callUpstream('playLimits', { token: session.token, body });
    return { json: { success, msg: msg ?? null } };
  },
});
