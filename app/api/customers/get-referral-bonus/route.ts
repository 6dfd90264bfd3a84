import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';

// POST get-referral-bonus (spec §7): withdraw the referral bonus to credit; msg as the upstream says it.
export const POST = bff({
  auth: 'member',
  async handle({ session }) {
    const { success, msg } = await callUpstream('getReferralBonus', { token: session.token });
    return { json: { success, msg: msg ?? null } };
  },
});
