import { bff } from '@/lib/bff/pipeline';
import { revokeMemberSessions } from '@/lib/session/records';

// POST: sign out every other device of this member, keeping this one (docs/security.md, Sessions).
export const POST = bff({
  auth: 'member',
  async handle({ session, record }) {
    const ended = await revokeMemberSessions(session.phone ?? '', record.id);
    return { json: { ok: true, ended } };
  },
});
