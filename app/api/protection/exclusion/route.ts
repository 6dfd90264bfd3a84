import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { exclusionBodySchema } from '@/lib/casino/contract-protection';

// POST a time-out or self-exclusion (docs/player-protection.md); the upstream refuses one that would
// shorten a break, so a player cannot undo a decision made in a calmer moment.
export const POST = bff({
  auth: 'member',
  body: exclusionBodySchema,
  async handle({ session, body }) {
    const { success, msg } = await callUpstream('exclusion', { token: session.token, body });
    return { json: { success, msg: msg ?? null } };
  },
});
