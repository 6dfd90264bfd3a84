import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { memberPhone } from '@/lib/session/session';

// POST check-credit (spec §7): starts the upstream balance check; the token says whose. A POST because it
// changes state upstream, which a link or an image on another site must not do (docs/security.md, CSRF);
// the upstream call itself stays the GET spec §7 defines.
export const POST = bff({
  auth: 'member',
  async handle({ session }) {
    const { credit_success } = await callUpstream('checkCredit', {
      token: session.token,
      body: { phone: memberPhone(session) },
    });
    return { json: { creditSuccess: credit_success } };
  },
});
