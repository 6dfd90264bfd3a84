import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { walletMessages as m } from '../http/messages';
import { memberId, mount } from '../http/mount';
import { expireRequests } from '../services/expiry';
import { PAYOUT_WINDOW_DAYS, payoutTime, requestTimeline } from '../services/request-steps';

/*
 * Extensions beyond spec §7 (casino-api/README.md, "Request timeline and payout time"): the steps of one
 * of the member's requests, and how long withdrawals took lately. Both optional for an operator's
 * backend; the site falls back to the spec §3 fields without them.
 */
export function timelineRoutes(app: Hono, deps: Deps): void {
  mount(app, deps, contract.requestTimeline, async (ctx) => {
    const id = Number(ctx.params.id);
    const customerId = memberId(ctx);
    // a request past its spec §9 window reads as lapsed, as the profile shows it
    await expireRequests(deps, customerId);
    const timeline = Number.isSafeInteger(id) ? await requestTimeline(deps, customerId, id) : null;
    // somebody else's request is as unknown as a missing one
    if (!timeline) throw new ApiError(404, { message: m.requestNotFound });
    return { data: timeline };
  });

  mount(app, deps, contract.payoutTime, async () => {
    const { paid, medianSeconds } = await payoutTime(deps);
    return { data: { days: PAYOUT_WINDOW_DAYS, paid, median_seconds: medianSeconds } };
  });
}
