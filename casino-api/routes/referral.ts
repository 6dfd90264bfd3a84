import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { Deps } from '../deps';
import { memberId, mount } from '../http/mount';
import { exclusionRefusal } from '../services/protection';
import { payReferralBonus, referralInfo } from '../services/referral';
import { bangkokDate } from '../services/time';

/* spec §7 referral info (default today, Bangkok) and the referral bonus payout. */
export function referralRoutes(app: Hono, deps: Deps): void {
  mount(app, deps, contract.referral, async (ctx) =>
    referralInfo(deps, memberId(ctx), ctx.input.date ?? bangkokDate(deps.clock())),
  );

  mount(app, deps, contract.getReferralBonus, async (ctx) => {
    // no bonuses during a time-out or self-exclusion (docs/player-protection.md)
    const refusal = await exclusionRefusal(deps, memberId(ctx));
    if (refusal) return { success: false, msg: refusal };
    const paid = await payReferralBonus(deps, memberId(ctx));
    if (paid === 'below_minimum') {
      return {
        success: false,
        msg: `ยอดโบนัสขั้นต่ำในการถอนคือ ${toWireBaht(deps.config.referral.minPayoutSatang)} บาท`,
      };
    }
    return { success: true, msg: 'ถอนโบนัสเรียบร้อย' }; // spec §8
  });
}
