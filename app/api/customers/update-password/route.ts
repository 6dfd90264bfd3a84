import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { updatePasswordBodySchema } from '@/lib/casino/contract';
import { oldPasswordOnItsField } from '@/lib/forms/old-password-error';
import { revokeMemberSessions } from '@/lib/session/records';

// POST update-password (spec §7); spec §4: success clears the token and logs out. Every other device
// signed in as this member is signed out too (docs/security.md, Sessions): a player changes a password
// because someone else may know it, so none of the sessions it opened may outlive it. This one included,
// as spec §4 logs the member out here anyway.
export const POST = bff({
  auth: 'member',
  body: updatePasswordBodySchema,
  async handle({ session, body }) {
    await callUpstream('updatePassword', { token: session.token, body }).catch((e: unknown) => {
      throw oldPasswordOnItsField(e);
    });
    if (session.phone) await revokeMemberSessions(session.phone);
    return { json: { ok: true }, session: null };
  },
});
