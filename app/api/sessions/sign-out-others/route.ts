import { bff } from '@/lib/bff/pipeline';
import { revokeMemberSessions } from '@/lib/session/records';
import { requireFreshProof } from '@/lib/session/step-up';

// POST: sign out every other device of this member, keeping this one (docs/security.md, Sessions). Needs a
// fresh proof ("Passkeys and step-up"): whoever picks up a signed-in phone must not lock the owner out.
export const POST = bff({
  auth: 'member',
  async handle({ session, record }) {
    requireFreshProof(record);
    const ended = await revokeMemberSessions(session.phone ?? '', record.id);
    return { json: { ok: true, ended } };
  },
});
