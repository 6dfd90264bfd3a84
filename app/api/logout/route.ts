import { bff } from '@/lib/bff/pipeline';

// Spec §4: logout is local — the upstream has no logout call; ending the session drops the token.
export const POST = bff({
  auth: 'any',
  async handle() {
    return { json: { ok: true }, session: null };
  },
});
