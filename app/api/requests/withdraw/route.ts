import { idempotencyKeyOf } from '@/lib/bff/idempotency-key';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { withdrawBodySchema } from '@/lib/casino/contract';
import { toSatang } from '@/lib/casino/contract-money';
import { requireFreshProof } from '@/lib/session/step-up';

const bodySchema = withdrawBodySchema.pick({ amount: true }).strict();

// Withdraw (spec §4, §7): the phone sent upstream is the member's own, from the profile. Money leaving
// needs a fresh proof of the player (docs/security.md, "Passkeys and step-up"), checked before anything
// reaches the upstream, so the browser asks for the proof and sends the same amount again.
export const POST = bff({
  auth: 'member',
  body: bodySchema,
  async handle({ req, session, record, body }) {
    requireFreshProof(record);
    const idempotencyKey = idempotencyKeyOf(req);
    const { data: profile } = await callUpstream('profile', { token: session.token });
    const { data } = await callUpstream('withdraw', {
      token: session.token,
      body: { phone: profile.phone, amount: body.amount },
      idempotencyKey,
    });
    return {
      json: data ? { id: data.id, amountSatang: toSatang(data.amount), createdAt: data.created_at } : null,
    };
  },
});
