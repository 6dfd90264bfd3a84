import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { passkeyIdParam, requireExtension } from '@/lib/passkeys/server';
import { requireFreshProof } from '@/lib/session/step-up';

// POST: remove one of the member's passkeys; it signs in nowhere afterwards. Needs a fresh proof
// (docs/security.md, "Passkeys and step-up"): someone at an unlocked phone must not strip the owner's key.
export const POST = bff({
  auth: 'member',
  async handle({ session, record, params }) {
    requireFreshProof(record);
    requireExtension(
      await callOptionalUpstream('passkeyRemove', {
        token: session.token,
        params: { id: passkeyIdParam(params.id) },
        body: {},
      }),
    );
    return { json: { ok: true } };
  },
});
