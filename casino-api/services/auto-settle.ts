import type { Deps } from '../deps';
import { settleRequest } from './settlement';
import { addSeconds } from './time';

/*
 * Demo mode (config.demoAutoSettleSeconds): the server plays the operator and approves deposits
 * once they have waited that long, through the same settlement as /operator approve, so bonus,
 * turnover and the first-deposit username behave exactly as with staff.
 */

const BATCH = 100;

export async function autoSettleDeposits(deps: Deps): Promise<number> {
  const seconds = deps.config.demoAutoSettleSeconds;
  if (!seconds || seconds <= 0) return 0;
  const now = deps.clock();
  const due = await deps.db
    .selectFrom('requests')
    .select('id')
    .where('status', '=', 'pending')
    .where('type', '=', 'deposit')
    .where('created_at', '<=', addSeconds(now, -seconds))
    // an expired deposit is cancelled by the sweep, never approved late
    .where('expires_at', '>', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let settled = 0;
  for (const { id } of due) {
    // 'not_pending' when the member cancelled or staff decided meanwhile: nothing to do
    if ((await settleRequest(deps, id, true)) === 'approved') settled += 1;
  }
  return settled;
}
