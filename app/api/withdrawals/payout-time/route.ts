import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { NO_PAYOUT_TIME, toPayoutTimeView } from '@/lib/casino/timeline-view';

// GET /lobby/api/withdrawals/payout-time: how long withdrawals took over the last 7 days (the median), for
// the withdraw dialog and the Information popup. An upstream without the extension (casino-api/README.md)
// has no figure, and the site shows none.
export const GET = bff({
  auth: 'any',
  async handle() {
    const answer = await callOptionalUpstream('payoutTime');
    return { json: answer ? toPayoutTimeView(answer.data) : NO_PAYOUT_TIME };
  },
});
