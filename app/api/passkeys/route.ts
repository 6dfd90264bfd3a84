import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { addPasskeySchema, requireExtension } from '@/lib/passkeys/server';
import { toPasskeyView } from '@/lib/passkeys/view';
import { requireFreshProof } from '@/lib/session/step-up';

// GET the member's passkeys for the Information popup; `available: false` when the upstream keeps none
// (its extension is optional, casino-api/README.md), and the popup then shows no passkey section.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const answer = await callOptionalUpstream('passkeys', { token: session.token });
    return {
      json: answer
        ? { available: true, passkeys: answer.data.map(toPasskeyView) }
        : { available: false, passkeys: [] },
    };
  },
});

// POST: add the passkey the browser just made. Adding a way into the account needs a fresh proof of the
// player (docs/security.md, "Passkeys and step-up").
export const POST = bff({
  auth: 'member',
  body: addPasskeySchema,
  async handle({ session, record, body }) {
    requireFreshProof(record);
    const answer = requireExtension(
      await callOptionalUpstream('passkeyRegister', {
        token: session.token,
        body: { challenge_id: body.challengeId, name: body.name, response: body.response },
      }),
    );
    return { json: toPasskeyView(answer.data) };
  },
});
