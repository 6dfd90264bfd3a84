import { AppError } from '../errors';
import { scheduleVisible, type Clock } from './timers';

/*
 * Watching a pending deposit or withdrawal (spec §4, §9): the profile is polled every 10 s;
 * when the request's id appears in completed_requests it ended — 'completed' is a success,
 * anything else a failure with its deleted_cause. A deposit that reaches its 15-minute
 * deadline is cancelled ('หมดเวลาทำรายการฝากเงิน'). At a withdrawal's 30 minutes the upstream lets it
 * lapse (the reference API cancels it and returns the held amount): one last read of the profile tells
 * the member how it ended, and when the upstream still lists it pending the popup just closes (spec §4).
 */

export const REQUEST_POLL_MS = 10_000;
export const DEPOSIT_COUNTDOWN_MS = 900_000;
export const WITHDRAW_COUNTDOWN_MS = 1_800_000;
/** The last read after a withdrawal's 30 minutes waits this long: the browser's clock and the upstream's differ. */
export const LAPSE_READ_DELAY_MS = 5_000;

export type RequestKind = 'deposit' | 'withdraw';

export interface WatchedProfile {
  creditSatang: number;
  completedRequests: ReadonlyArray<{
    id: string;
    status: string;
    amountSatang: number;
    /** A deposit's promotion bonus (spec §3 history row bonus). */
    bonusSatang?: number;
    deletedCause: string | null;
  }>;
  /** Spec §3 current_promotion: after a deposit with a promotion, the turnover it now asks for. */
  currentPromotion?: { turnoverSatang: number; turnoverNeededSatang: number } | null;
}

export type WatchOutcome =
  | {
      kind: 'completed';
      amountSatang: number;
      creditSatang: number;
      /** What the success dialog adds for a deposit: the bonus credited and the turnover still to play. */
      bonusSatang: number;
      turnoverLeftSatang: number | null;
    }
  | { kind: 'failed'; cause: string | null; creditSatang: number }
  | { kind: 'expired'; firstError: string | null }
  | { kind: 'unauthenticated' };

export interface RequestWatchDeps {
  clock: Clock;
  kind: RequestKind;
  requestId: string;
  /** Epoch ms when the countdown ends. */
  deadline: number;
  fetchProfile(): Promise<WatchedProfile>;
  /** Deposit only: cancel upstream; the answer's errors (spec §7: errors array). */
  cancel(): Promise<string[]>;
  onEnd(outcome: WatchOutcome): void;
}

export function countdownMs(kind: RequestKind): number {
  return kind === 'deposit' ? DEPOSIT_COUNTDOWN_MS : WITHDRAW_COUNTDOWN_MS;
}

export class RequestWatch {
  private cancelPoll: (() => void) | null = null;
  private cancelDeadline: (() => void) | null = null;
  private ended = false;
  private polling = false;

  constructor(private readonly deps: RequestWatchDeps) {}

  start(): void {
    const delay = this.deps.kind === 'withdraw' ? LAPSE_READ_DELAY_MS : 0;
    const left = Math.max(0, this.deps.deadline - this.deps.clock.now()) + delay;
    this.cancelDeadline = scheduleAlways(this.deps.clock, left, () => void this.expire());
    this.schedulePoll();
  }

  /** Remaining milliseconds of the countdown, for display. */
  remaining(): number {
    return Math.max(0, this.deps.deadline - this.deps.clock.now());
  }

  stop(): void {
    this.ended = true;
    this.cancelPoll?.();
    this.cancelDeadline?.();
  }

  private schedulePoll(): void {
    this.cancelPoll = scheduleVisible(this.deps.clock, REQUEST_POLL_MS, () => void this.poll());
  }

  private async poll(): Promise<void> {
    // Never two polls at once: a slow answer simply delays the next one.
    if (this.ended || this.polling) return;
    this.polling = true;
    try {
      const profile = await this.deps.fetchProfile();
      if (this.ended) return;
      const outcome = this.outcomeIn(profile);
      if (!outcome) return this.schedulePoll();
      this.finish(outcome);
    } catch (e) {
      if (e instanceof AppError && e.code === 'unauthorized') return this.finish({ kind: 'unauthenticated' });
      if (!this.ended) this.schedulePoll();
    } finally {
      this.polling = false;
    }
  }

  private outcomeIn(profile: WatchedProfile): WatchOutcome | null {
    const done = profile.completedRequests.find((r) => r.id === this.deps.requestId);
    return done ? endedOutcome(done, profile) : null;
  }

  private async expire(): Promise<void> {
    if (this.ended) return;
    if (this.deps.kind === 'withdraw') {
      this.cancelPoll?.();
      const profile = await this.deps.fetchProfile().catch(() => null);
      if (this.ended) return;
      return this.finish((profile && this.outcomeIn(profile)) ?? { kind: 'expired', firstError: null });
    }
    this.stop();
    const errors = await this.deps.cancel().catch(() => []);
    this.deps.onEnd({ kind: 'expired', firstError: errors[0] ?? null });
  }

  private finish(outcome: WatchOutcome): void {
    this.stop();
    this.deps.onEnd(outcome);
  }
}

/** How a request that appears in completed_requests ended, as the process popups tell it. */
export function endedOutcome(
  done: WatchedProfile['completedRequests'][number],
  profile: WatchedProfile,
): WatchOutcome {
  if (done.status !== 'completed') {
    return { kind: 'failed', cause: done.deletedCause, creditSatang: profile.creditSatang };
  }
  const promotion = profile.currentPromotion;
  return {
    kind: 'completed',
    amountSatang: done.amountSatang,
    creditSatang: profile.creditSatang,
    bonusSatang: done.bonusSatang ?? 0,
    turnoverLeftSatang: promotion
      ? Math.max(0, promotion.turnoverNeededSatang - promotion.turnoverSatang)
      : null,
  };
}

/** The countdown runs whether or not the tab is visible: the deadline is real time. */
function scheduleAlways(clock: Clock, ms: number, fn: () => void): () => void {
  const handle = clock.setTimeout(fn, ms);
  return () => clock.clearTimeout(handle);
}
