import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { passkeyIdParam, renamePasskeySchema, requireExtension } from '@/lib/passkeys/server';
import { toPasskeyView } from '@/lib/passkeys/view';

// POST: a new name for one of the member's passkeys. A name opens nothing, so no step-up.
export const POST = bff({
  auth: 'member',
  body: renamePasskeySchema,
  async handle({ session, params, body }) {
    const answer = requireExtension(
      await callOptionalUpstream('passkeyRename', {
        token: session.token,
        params: { id: passkeyIdParam(params.id) },
        body,
      }),
    );
    return { json: toPasskeyView(answer.data) };
  },
});
