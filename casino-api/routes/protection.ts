import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import { toSatang, toWireBaht } from '../../lib/casino/contract-money';
import { limitPeriods, type LimitPeriod } from '../../lib/casino/contract-protection';
import type { Deps } from '../deps';
import { unauthenticated } from '../http/errors';
import { protectionMessages as m } from '../http/messages';
import { memberId, mount } from '../http/mount';
import {
  activeExclusion,
  limitStates,
  remainingOf,
  setDepositLimits,
  takeBreak,
  untilText,
} from '../services/protection';
import { depositPause } from '../services/payout-interlock';
import { playLimits, sessionLimitMinutes, setPlayLimits } from '../services/play-limits';
import { loadStatement } from '../services/statement';
import { accountReview, dismissAccountReview } from '../services/account-review';
import { gameReturns } from '../services/game-returns';
import { bangkokDateTime } from '../services/time';

/* Player protection (docs/player-protection.md): extension routes (lib/casino/contract-protection.ts). */
export function protectionRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.protection, async (ctx) => {
    const id = memberId(ctx);
    const now = deps.clock();
    const token = await db
      .selectFrom('access_tokens')
      .select('created_at')
      .where('token_hash', '=', ctx.caller!.tokenHash)
      .executeTakeFirst();
    if (!token) throw unauthenticated();
    const [states, play, exclusion, customer, net, paused] = await Promise.all([
      limitStates(deps, id),
      playLimits(deps, id),
      activeExclusion(deps, id),
      db
        .selectFrom('customers')
        .select(['reality_check_minutes', 'age_confirmed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
      // the session's game result: wins minus bets since this sign-in
      db
        .selectFrom('ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
        .where('customer_id', '=', id)
        .where('kind', 'in', ['bet', 'win'])
        .where('created_at', '>=', token.created_at)
        .executeTakeFirstOrThrow(),
      depositPause(deps),
    ]);
    const remaining = remainingOf(states, play.loss);
    const limit = (p: LimitPeriod, windows = states) => {
      const s = windows[p];
      return {
        amount: s.amountSatang === null ? null : toWireBaht(s.amountSatang),
        pending: s.pending
          ? {
              amount: s.pending.amountSatang === null ? null : toWireBaht(s.pending.amountSatang),
              from: bangkokDateTime(s.pending.from),
            }
          : null,
        used: toWireBaht(s.usedSatang),
      };
    };
    return {
      data: {
        deposit_limits: { day: limit('day'), week: limit('week'), month: limit('month') },
        deposit_remaining: remaining ? toWireBaht(remaining.satang) : null,
        exclusion: exclusion
          ? { kind: exclusion.kind, period: exclusion.period, until: bangkokDateTime(exclusion.ends_at) }
          : null,
        reality_check_minutes: customer.reality_check_minutes,
        session: {
          started_at: bangkokDateTime(token.created_at),
          played_seconds: Math.max(0, Math.floor((now.getTime() - token.created_at.getTime()) / 1000)),
          net: toWireBaht(Number(net.total)),
        },
        age_confirmed_at: customer.age_confirmed_at ? bangkokDateTime(customer.age_confirmed_at) : null,
        loss_limits: {
          day: limit('day', play.loss),
          week: limit('week', play.loss),
          month: limit('month', play.loss),
        },
        deposits_paused: paused,
        session_limit: {
          minutes: play.session.minutes,
          pending: play.session.pending
            ? { minutes: play.session.pending.minutes, from: bangkokDateTime(play.session.pending.from) }
            : null,
        },
      },
    };
  });

  mount(app, deps, contract.depositLimits, async (ctx) => {
    const wanted: Partial<Record<LimitPeriod, number | null>> = {};
    for (const period of limitPeriods) {
      const value = ctx.input[period];
      if (value !== undefined) wanted[period] = value === '' ? null : toSatang(value);
    }
    const { delayed } = await setDepositLimits(deps, memberId(ctx), wanted);
    return { success: true, msg: delayed ? m.limitsRaiseLater : m.limitsSaved };
  });

  mount(app, deps, contract.playLimits, async (ctx) => {
    const { session_minutes, ...losses } = ctx.input;
    const loss: Partial<Record<LimitPeriod, number | null>> = {};
    for (const period of limitPeriods) {
      const value = losses[`loss_${period}`];
      if (value !== undefined) loss[period] = value === '' ? null : toSatang(value);
    }
    const sessionMinutes =
      session_minutes === undefined ? undefined : session_minutes === '' ? null : session_minutes;
    const { delayed } = await setPlayLimits(deps, memberId(ctx), { loss, sessionMinutes });
    return { success: true, msg: delayed ? m.playLimitsRaiseLater : m.playLimitsSaved };
  });

  mount(app, deps, contract.exclusion, async (ctx) => {
    const until = await takeBreak(deps, memberId(ctx), ctx.input.period);
    return { success: true, msg: m.breakTaken(untilText(until)) };
  });

  mount(app, deps, contract.realityCheck, async (ctx) => {
    await db
      .updateTable('customers')
      .set({ reality_check_minutes: ctx.input.minutes })
      .where('id', '=', memberId(ctx))
      .execute();
    return { success: true, msg: m.realityCheckSaved };
  });

  mount(app, deps, contract.accountReview, async (ctx) => ({
    data: await accountReview(deps, memberId(ctx)),
  }));

  mount(app, deps, contract.accountReviewDone, async (ctx) => {
    await dismissAccountReview(deps, memberId(ctx), ctx.input.every_months);
    return { success: true, msg: m.reviewDone };
  });

  mount(app, deps, contract.gameReturns, async (ctx) => ({
    data: await gameReturns(deps, memberId(ctx)),
  }));

  mount(app, deps, contract.statement, async (ctx) => ({
    data: await loadStatement(deps, memberId(ctx), ctx.input),
  }));

  mount(app, deps, contract.sessionRefresh, async (ctx) => {
    const id = memberId(ctx);
    const now = deps.clock();
    let seconds = deps.config.memberTokenSeconds;
    // never past a session-time limit the member set (docs/player-protection.md)
    const limit = await sessionLimitMinutes(deps, id);
    if (limit) {
      const token = await db
        .selectFrom('access_tokens')
        .select('created_at')
        .where('token_hash', '=', ctx.caller!.tokenHash)
        .executeTakeFirstOrThrow();
      const left = Math.floor((token.created_at.getTime() + limit * 60_000 - now.getTime()) / 1000);
      seconds = Math.max(1, Math.min(seconds, left));
    }
    const expiresAt = new Date(now.getTime() + seconds * 1000);
    await db
      .updateTable('access_tokens')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', ctx.caller!.tokenHash)
      .execute();
    return { expires_in: seconds };
  });
}
