import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { depositLimitsBodySchema } from '@/lib/casino/contract-protection';

// POST deposit limits (docs/player-protection.md): '' removes a window's limit; a raise waits 24 hours
// upstream.
export const POST = bff({
  auth: 'member',
  body: depositLimitsBodySchema,
  async handle({ session, body }) {
    const { success, msg } = await callUpstream('depositLimits', { token: session.token, body });
    return { json: { success, msg: msg ?? null } };
  },
});
