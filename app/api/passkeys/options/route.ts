import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { requireExtension } from '@/lib/passkeys/server';
import { requireFreshProof } from '@/lib/session/step-up';

// POST: the options the browser makes a new passkey with. Asked before the device prompt, so a member
// whose proof is stale is asked to confirm it's them first (docs/security.md, "Passkeys and step-up").
export const POST = bff({
  auth: 'member',
  async handle({ session, record }) {
    requireFreshProof(record);
    const answer = requireExtension(
      await callOptionalUpstream('passkeyRegistrationOptions', { token: session.token, body: {} }),
    );
    return { json: { challengeId: answer.data.challenge_id, options: answer.data.options } };
  },
});
