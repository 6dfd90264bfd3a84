import { idempotencyKeyOf } from '@/lib/bff/idempotency-key';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';

// POST get-referral-bonus (spec §7): withdraw the referral bonus to credit; msg as the upstream says it.
export const POST = bff({
  auth: 'member',
  async handle({ req, session }) {
    const idempotencyKey = idempotencyKeyOf(req);
    const { success, msg } = await callUpstream('getReferralBonus', { token: session.token, idempotencyKey });
    return { json: { success, msg: msg ?? null } };
  },
});
