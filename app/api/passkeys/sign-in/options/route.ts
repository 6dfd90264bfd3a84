import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { requireExtension } from '@/lib/passkeys/server';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

// POST: a challenge for navigator.credentials.get(), for a passkey sign-in or a step-up by passkey. Each
// is an upstream row, so the address is limited (docs/security.md, "Passkeys and step-up").
export const POST = bff({
  auth: 'any',
  async handle({ req }) {
    await consume('passkeyOptionsIp', clientIp(req));
    const answer = requireExtension(await callOptionalUpstream('passkeyAuthenticationOptions', { body: {} }));
    return { json: { challengeId: answer.data.challenge_id, options: answer.data.options } };
  },
});
