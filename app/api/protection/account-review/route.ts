import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream, callUpstream } from '@/lib/casino/client';
import { accountReviewBodySchema } from '@/lib/casino/contract-protection';
import { toAccountReviewView } from '@/lib/protection/view';

// GET /lobby/api/protection/account-review (docs/player-protection.md, UKGC LCCP account review): the
// figures since the last review and whether it, or the yearly no-limit prompt, is due. An upstream without
// the optional extension answers null, and the site shows no review.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const answer = await callOptionalUpstream('accountReview', { token: session.token });
    return { json: answer ? toAccountReviewView(answer.data) : null };
  },
});

// POST: the member dismissed the review; optionally `every_months` = 1, 3 or 6.
export const POST = bff({
  auth: 'member',
  body: accountReviewBodySchema,
  async handle({ session, body }) {
    const { success, msg } = await callUpstream('accountReviewDone', { token: session.token, body });
    return { json: { success, msg: msg ?? null } };
  },
});
