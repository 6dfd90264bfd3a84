import { idempotencyKeyOf } from '@/lib/bff/idempotency-key';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { AppError } from '@/lib/errors';

// POST get-bonus/{id} (spec §7): claim an activity's bonus.
export const POST = bff({
  auth: 'member',
  async handle({ req, session, params }) {
    if (!/^\d{1,12}$/.test(params.id ?? '')) throw new AppError('not_found');
    const idempotencyKey = idempotencyKeyOf(req);
    const { success, msg } = await callUpstream('getBonus', {
      token: session.token,
      params: { id: params.id! },
      idempotencyKey,
    });
    return { json: { success, msg: msg ?? null } };
  },
});
