import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { AppError } from '@/lib/errors';

// POST deposit/{id}/cancel (spec §7): the answer's errors array; none means it was cancelled.
export const POST = bff({
  auth: 'member',
  async handle({ session, params }) {
    if (!/^\d{1,12}$/.test(params.id ?? '')) throw new AppError('not_found');
    const { errors } = await callUpstream('depositCancel', {
      token: session.token,
      params: { id: params.id! },
    });
    return { json: { errors } };
  },
});
