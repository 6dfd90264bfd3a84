import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { toPromotionView } from '@/lib/casino/promotion-view';

// The promotions' terms (extension): the Deposit popup shows the chosen one's details (spec §2).
export const GET = bff({
  auth: 'any',
  async handle() {
    const { data } = await callUpstream('promotions');
    return { json: data.map(toPromotionView) };
  },
});
