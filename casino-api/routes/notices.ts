import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { memberId, mount } from '../http/mount';
import { expireRequests } from '../services/expiry';
import { listNotices, markNoticesRead } from '../services/notices';

/*
 * Account notices (casino-api/README.md, "Account notices"), an extension beyond spec §7 and optional
 * for an operator's backend: the site's News tab and its money news on any page read them.
 */
export function noticeRoutes(app: Hono, deps: Deps): void {
  mount(app, deps, contract.notices, async (ctx) => {
    const customerId = memberId(ctx);
    // a request past its spec §9 window lapses on read, and its notice with it (services/expiry.ts)
    await expireRequests(deps, customerId);
    return listNotices(deps, customerId);
  });

  mount(app, deps, contract.readNotices, async (ctx) => {
    const upTo = Number(ctx.input.up_to);
    // an id that is not ours (not a number) marks nothing and still answers the count
    const unread = await markNoticesRead(deps, memberId(ctx), Number.isSafeInteger(upTo) ? upTo : 0);
    return { success: true, unread };
  });
}
