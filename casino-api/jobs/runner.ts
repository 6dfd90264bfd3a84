import type { Deps } from '../deps';
import { apiLog } from '../http/access-log';
import { autoSettleDeposits } from '../services/auto-settle';
import { expireRequests } from '../services/expiry';
import { purgeExpiredSessions } from '../services/game-sessions';
import { weeklyReferralSummary } from './weekly-referral';

/*
 * The API's one background interval: request expiry (spec §9), demo auto-settle, the Friday
 * referral summary and token housekeeping. Runs never overlap — a slow tick makes the next one
 * skip — and stop() (called by close()) waits for a running tick, so the database is never closed
 * under a query. Each job fails alone: a broken summary must not stop expiry.
 */

export interface JobReport {
  expired: number;
  refunded: number;
  settled: number;
  /** Rows the referral summary wrote, or null when it was not due. */
  referralWritten: number | null;
  purged: number;
}

export interface Jobs {
  /** One full run now (after any running one); tests call it after moving the clock. */
  runOnce(): Promise<JobReport>;
  stop(): Promise<void>;
}

export function startJobs(deps: Deps, intervalMs: number): Jobs {
  const weekly = weeklyReferralSummary(deps);
  let running: Promise<JobReport> | undefined;
  let stopped = false;

  const attempt = async <T>(name: string, job: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await job();
    } catch (error) {
      apiLog.error({ job: name, err: error }, 'job failed');
      return fallback;
    }
  };

  const runAll = async (): Promise<JobReport> => {
    const expired = await attempt('expiry', () => expireRequests(deps), { cancelled: 0, refunded: 0 });
    const settled = await attempt('auto-settle', () => autoSettleDeposits(deps), 0);
    const referralWritten = await attempt('referral-summary', () => weekly.runIfDue(), null);
    const purged = await attempt('purge', () => purgeExpiredSessions(deps), 0);
    return { expired: expired.cancelled, refunded: expired.refunded, settled, referralWritten, purged };
  };

  const runOnce = (): Promise<JobReport> => {
    const previous = running;
    const run = (async () => {
      await previous?.catch(() => undefined);
      return runAll();
    })();
    running = run;
    const clear = () => {
      if (running === run) running = undefined;
    };
    run.then(clear, clear);
    return run;
  };

  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (!stopped && !running) void runOnce();
        }, intervalMs)
      : undefined;
  // the HTTP server keeps the process alive; this timer alone must not
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
