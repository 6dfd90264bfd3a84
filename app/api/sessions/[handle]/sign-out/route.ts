import { bff } from '@/lib/bff/pipeline';
import { sessionByHandle } from '@/lib/session/device-list';
import { revokeSession } from '@/lib/session/records';
import { requireFreshProof } from '@/lib/session/step-up';

/*
 * POST: remote sign-out of one device (docs/security.md, Sessions). Same-origin POST through the BFF
 * pipeline, so the CSRF checks apply. Its record goes at once; that device's next request, on any
 * instance, finds none. Signing out this very device is a logout. A session that already ended (another
 * tab signed it out, or it expired) is no error: the player asked for it to be gone, and it is. Signing
 * out another device needs a fresh proof (docs/security.md, "Passkeys and step-up"); this one does not.
 */
export const POST = bff({
  auth: 'member',
  async handle({ session, record, params }) {
    const phone = session.phone ?? '';
    const target = await sessionByHandle(phone, params.handle ?? '');
    if (!target) return { json: { ok: true, ended: false, current: false } };
    if (target.id !== record.id) requireFreshProof(record);
    await revokeSession(phone, target.id);
    const current = target.id === record.id;
    return { json: { ok: true, ended: true, current }, session: current ? null : undefined };
  },
});
