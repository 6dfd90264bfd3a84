import type { Context, Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { protectionMessages, walletMessages as m } from '../http/messages';
import { memberId, mount } from '../http/mount';
import { openGameSession } from '../services/game-sessions';
import { balanceOf } from '../services/ledger';
import { lossReached, playLimits } from '../services/play-limits';
import { exclusionRefusal } from '../services/protection';

/* spec §4 game launch: a first deposit is required and credit must exceed 1 baht. */

const MIN_CREDIT_SATANG = 100;

/** The demo provider's game window, with a game-session token of its own (routes/demo-provider.ts). */
function gameUrl(
  c: Context,
  game: { provider: string; code: string },
  session: string,
  trial: boolean,
): string {
  const url = new URL(
    `/demo/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.code)}`,
    c.req.url,
  );
  url.searchParams.set('session', session);
  if (trial) url.searchParams.set('trial', '1');
  if (c.req.query('mobile') === 'true') url.searchParams.set('mobile', '1');
  return url.toString();
}

export function gameRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;
  const findGame = (provider = '', code = '') =>
    db
      .selectFrom('games')
      .select(['id', 'provider', 'code', 'name'])
      .where('provider', '=', provider)
      .where('code', '=', code)
      .executeTakeFirst();

  mount(app, deps, contract.launchGame, async (ctx) => {
    const game = await findGame(ctx.params.a, ctx.params.b);
    if (!game) return { success: false, url: null, msg: m.gameNotFound };
    const id = memberId(ctx);
    // a break comes first: a member on a break is told so, not asked to deposit (docs/player-protection.md)
    const refusal = await exclusionRefusal(deps, id);
    if (refusal) return { success: false, url: null, msg: refusal };
    const deposited = await db
      .selectFrom('requests')
      .select('id')
      .where('customer_id', '=', id)
      .where('type', '=', 'deposit')
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (!deposited) return { success: false, url: null, msg: m.depositFirst };
    // a loss limit used up closes play until its window rolls on (docs/player-protection.md)
    const lossPeriod = lossReached((await playLimits(deps, id)).loss);
    if (lossPeriod)
      return {
        success: false,
        url: null,
        msg: protectionMessages.lossReached(protectionMessages.periods[lossPeriod]),
      };
    if ((await balanceOf(db, id)) <= MIN_CREDIT_SATANG)
      return { success: false, url: null, msg: m.lowCredit };
    const session = await openGameSession(deps, game.id, id);
    return { success: true, url: gameUrl(ctx.c, game, session, false), msg: null };
  });

  // extension: guests play with play money, never with a wallet (trial play, spec §2 /casino-test)
  mount(app, deps, contract.trialGame, async (ctx) => {
    const game = await findGame(ctx.params.a, ctx.params.b);
    if (!game) return { success: false, url: null };
    return { success: true, url: gameUrl(ctx.c, game, await openGameSession(deps, game.id, null), true) };
  });
}
