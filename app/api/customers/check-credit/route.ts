import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { memberPhone } from '@/lib/session/session';

// GET check-credit (spec §7): starts the upstream balance check; the token says whose.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const { credit_success } = await callUpstream('checkCredit', {
      token: session.token,
      body: { phone: memberPhone(session) },
    });
    return { json: { creditSuccess: credit_success } };
  },
});
