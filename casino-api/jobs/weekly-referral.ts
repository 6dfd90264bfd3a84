import type { Deps } from '../deps';
import { summariseWeek } from '../services/referral';
import { nextFridayMidnight } from '../services/time';

/*
 * spec §9: the referral commission is summarised every Friday 00:00 Asia/Bangkok. The due time is
 * computed from the injected clock, so tests move time instead of waiting a week, and checked on
 * every tick of the job runner rather than by one long setTimeout, which a clock jump, a suspended
 * machine or a restart would miss. The first check after start runs at once: summariseWeek is
 * idempotent per week, so this only catches up a Friday the API was down for.
 */
export function weeklyReferralSummary(deps: Deps): {
  runIfDue(): Promise<number | null>;
  nextRunAt(): Date | undefined;
} {
  let next: Date | undefined;
  return {
    async runIfDue() {
      const now = deps.clock();
      if (next && now < next) return null;
      const written = await summariseWeek(deps);
      next = nextFridayMidnight(now);
      return written;
    },
    nextRunAt: () => next,
  };
}
