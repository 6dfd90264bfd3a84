import { bff } from '@/lib/bff/pipeline';
import { revokeSession } from '@/lib/session/records';

// Spec §4: logout is local — the upstream has no logout call; ending the session drops the token.
// The server-side record goes too, so a copy of the cookie is refused from now on (ASVS 5 V7.4.1).
export const POST = bff({
  auth: 'any',
  async handle({ session }) {
    if (session.sid && session.phone) await revokeSession(session.phone, session.sid);
    return { json: { ok: true }, session: null };
  },
});
