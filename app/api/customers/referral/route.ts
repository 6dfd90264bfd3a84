import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { referralQuerySchema } from '@/lib/casino/contract';
import { toReferralView } from '@/lib/casino/referral-view';
import { AppError } from '@/lib/errors';
import { siteInfo } from '@/lib/site-info';

// GET referral?date=YYYY-MM-DD (spec §7; §5: the search runs only with a date, default today upstream).
export const GET = bff({
  auth: 'member',
  async handle({ req, session }) {
    const query = referralQuerySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
    if (!query.success) throw new AppError('validation', { fieldErrors: { date: ['required'] } });
    const [info, site] = await Promise.all([
      callUpstream('referral', { token: session.token, body: query.data }),
      siteInfo(),
    ]);
    return { json: toReferralView(info, site.referralPrefix) };
  },
});
