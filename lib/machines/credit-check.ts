import { AppError } from '../errors';
import { scheduleVisible, type Clock } from './timers';

/*
 * Credit check, spec §4 / §9: tap → check-credit; when credit_success, poll the profile every
 * 5 s; when credit_checking is 0 show the credit, stop, 'เช็คเครดิตเรียบร้อย', then check the
 * turnover (success false → its msg as a warning; success → poll again with
 * 'ดำเนินการเช็คเครดิต'). At most 2 unfinished polls are tolerated: the third fails it.
 * 'Unauthenticated.' stops; a failed check-credit resets. Never two checks at once.
 */

export const CREDIT_POLL_MS = 5000;
export const MAX_UNFINISHED_POLLS = 2;

export type CreditNotice =
  | { type: 'success'; key: 'checked' }
  | { type: 'info'; key: 'processing' }
  | { type: 'error'; key: 'timeout'; limit: number }
  | { type: 'error'; key: 'failed' }
  | { type: 'warning'; message: string };

export interface CreditCheckDeps {
  clock: Clock;
  checkCredit(): Promise<boolean>;
  fetchProfile(): Promise<{ creditChecking: boolean; creditSatang: number }>;
  checkTurnover(): Promise<{ success: boolean; msg?: string | null }>;
  onCredit(creditSatang: number): void;
  notify(notice: CreditNotice): void;
  onUnauthenticated(): void;
}

export interface CreditCheckState {
  checking: boolean;
  unfinishedPolls: number;
}

export class CreditCheck {
  private state: CreditCheckState = { checking: false, unfinishedPolls: 0 };
  private cancelPoll: (() => void) | null = null;
  private listeners = new Set<() => void>();
  private disposed = false;

  constructor(private readonly deps: CreditCheckDeps) {}

  get snapshot(): CreditCheckState {
    return this.state;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The member taps the credit: ignored while a check is running. */
  async start(): Promise<void> {
    if (this.state.checking || this.disposed) return;
    this.set({ checking: true, unfinishedPolls: 0 });
    try {
      const started = await this.deps.checkCredit();
      if (!started) return this.reset();
      this.schedulePoll();
    } catch (e) {
      if (isUnauthenticated(e)) return this.unauthenticated();
      this.reset();
      this.deps.notify({ type: 'error', key: 'failed' });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.cancelPoll?.();
    this.listeners.clear();
  }

  private schedulePoll(): void {
    this.cancelPoll?.();
    this.cancelPoll = scheduleVisible(this.deps.clock, CREDIT_POLL_MS, () => void this.poll());
  }

  private async poll(): Promise<void> {
    this.cancelPoll = null;
    if (!this.state.checking || this.disposed) return;
    let profile: { creditChecking: boolean; creditSatang: number };
    try {
      profile = await this.deps.fetchProfile();
    } catch (e) {
      if (isUnauthenticated(e)) return this.unauthenticated();
      return this.unfinished();
    }
    if (profile.creditChecking) return this.unfinished();
    this.deps.onCredit(profile.creditSatang);
    this.set({ checking: false, unfinishedPolls: 0 });
    this.deps.notify({ type: 'success', key: 'checked' });
    await this.turnover();
  }

  private unfinished(): void {
    const unfinishedPolls = this.state.unfinishedPolls + 1;
    if (unfinishedPolls > MAX_UNFINISHED_POLLS) {
      this.set({ checking: false, unfinishedPolls: 0 });
      this.deps.notify({ type: 'error', key: 'timeout', limit: MAX_UNFINISHED_POLLS });
      return;
    }
    this.set({ checking: true, unfinishedPolls });
    this.schedulePoll();
  }

  private async turnover(): Promise<void> {
    try {
      const result = await this.deps.checkTurnover();
      if (!result.success) {
        if (result.msg) this.deps.notify({ type: 'warning', message: result.msg });
        return;
      }
      // Spec §4: a cleared turnover changes the credit upstream, so the check runs again.
      this.deps.notify({ type: 'info', key: 'processing' });
      this.set({ checking: true, unfinishedPolls: 0 });
      this.schedulePoll();
    } catch (e) {
      if (isUnauthenticated(e)) this.unauthenticated();
    }
  }

  private reset(): void {
    this.cancelPoll?.();
    this.set({ checking: false, unfinishedPolls: 0 });
  }

  private unauthenticated(): void {
    this.reset();
    this.deps.onUnauthenticated();
  }

  private set(state: CreditCheckState): void {
    this.state = state;
    for (const l of this.listeners) l();
  }
}

function isUnauthenticated(e: unknown): boolean {
  return e instanceof AppError && e.code === 'unauthorized';
}
