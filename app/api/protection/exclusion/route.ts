import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { exclusionBodySchema } from '@/lib/casino/contract-protection';

// POST a time-out or self-exclusion (issue 8); the upstream refuses one that would shorten a break.
export const POST = bff({
  auth: 'member',
  body: exclusionBodySchema,
  async handle({ session, body }) {
    const { success, msg } = await callUpstream('exclusion', { token: session.token, body });
    return { json: { success, msg: msg ?? null } };
  },
});
