import type { Clock } from './timers';

/*
 * The session-timeout warning (docs/player-protection.md): the sign-in ends at a deadline only the
 * server knows (token expiry, idle limit or the 12-hour cap, lib/session/deadline.ts), so the machine
 * asks for it, sleeps until the warning is due and asks again there, since use elsewhere (another tab,
 * a BFF call) may have moved it on. Inside the warning window it counts down every second until the
 * member stays signed in or the time runs out. Asking when the session ends is not activity: only
 * `stay()` (or real use) extends it.
 */

/** WCAG 2.2.1 asks for at least 20 s; the warning comes 90 s ahead, time to read it and still act. */
export const WARN_AHEAD_MS = 90_000;
export const COUNTDOWN_TICK_MS = 1000;

/** What GET /session and POST /session/refresh answer: the time left, null when no member is signed in. */
export interface SessionDeadline {
  remainingMs: number | null;
  /** The refresh could not move the deadline: the 12-hour cap ends this sign-in. */
  final?: boolean;
}

export type SessionTimeoutState =
  | { phase: 'quiet' }
  | { phase: 'warning'; secondsLeft: number; final: boolean; busy: boolean }
  | { phase: 'ended' };

export interface SessionTimeoutDeps {
  clock: Clock;
  /** GET /session; throws when it cannot be read. */
  readDeadline(): Promise<SessionDeadline>;
  /** POST /session/refresh; throws when the refresh failed. */
  refresh(): Promise<SessionDeadline>;
}

const quiet: SessionTimeoutState = { phase: 'quiet' };

export class SessionTimeout {
  private state: SessionTimeoutState = quiet;
  private endsAt: number | null = null;
  /** Set by a refresh that reached the 12-hour cap: staying longer is no longer possible. */
  private final = false;
  private busy = false;
  /** The member closed a warning that cannot be acted on (the cap): quiet until the end. */
  private dismissed = false;
  private running = false;
  private cancelTimer: (() => void) | null = null;
  private stopVisible: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: SessionTimeoutDeps) {}

  get snapshot(): SessionTimeoutState {
    return this.state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Reads the deadline now (after the current task, so a page's own first requests go first) and
   * again whenever the tab is shown; returns the function that stops every timer.
   */
  start(): () => void {
    this.running = true;
    this.schedule(0, () => void this.read());
    this.stopVisible = this.deps.clock.onVisible(() => void this.read());
    return () => this.stop();
  }

  stop(): void {
    this.running = false;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.stopVisible?.();
    this.stopVisible = null;
  }

  /**
   * "Stay signed in" (also the dialog's close): refreshes the session; the warning closes once the
   * server moved the deadline. At the 12-hour cap nothing can move it, so closing only puts the
   * warning away until the sign-in ends.
   */
  async stay(): Promise<void> {
    if (this.state.phase !== 'warning' || this.busy) return;
    if (this.final) {
      this.dismissed = true;
      return this.decide();
    }
    this.busy = true;
    this.render();
    const answer = await this.deps.refresh().catch(() => null);
    this.busy = false;
    if (!this.running) return;
    if (answer?.remainingMs == null) return this.render();
    this.final = Boolean(answer.final);
    this.endsAt = this.deps.clock.now() + answer.remainingMs;
    this.decide();
  }

  private async read(): Promise<void> {
    let answer: SessionDeadline | null;
    try {
      answer = await this.deps.readDeadline();
    } catch {
      // unreadable (offline, a restart): the deadline last told still stands
      answer = null;
    }
    // an ended sign-in stays ended: only signing in again leaves it
    if (!this.running || this.state.phase === 'ended') return;
    if (answer && answer.remainingMs === null) {
      this.endsAt = null;
      this.cancelTimer?.();
      // Signed out: during the countdown that is the end it warned of; before it, nothing to warn
      // about (logged out in another tab, and the page finds out on its next call).
      return this.set(this.state.phase === 'warning' ? { phase: 'ended' } : quiet);
    }
    if (answer?.remainingMs != null) this.endsAt = this.deps.clock.now() + answer.remainingMs;
    this.decide();
  }

  /** From the deadline: stay quiet and sleep until the warning is due, or count down. */
  private decide(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.endsAt === null) return this.set(quiet);
    const left = this.endsAt - this.deps.clock.now();
    if (left <= 0) return this.set({ phase: 'ended' });
    if (left > WARN_AHEAD_MS) {
      this.set(quiet);
      this.schedule(left - WARN_AHEAD_MS, () => void this.read());
      return;
    }
    if (this.dismissed) {
      this.set(quiet);
      this.schedule(left, () => this.decide());
      return;
    }
    this.render();
    // the next whole second, so the number changes as the clock does
    this.schedule(left % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS, () => this.decide());
  }

  /** The warning as it stands now. */
  private render(): void {
    if (this.endsAt === null) return;
    const secondsLeft = Math.max(0, Math.ceil((this.endsAt - this.deps.clock.now()) / 1000));
    this.set({ phase: 'warning', secondsLeft, final: this.final, busy: this.busy });
  }

  private schedule(ms: number, fn: () => void): void {
    this.cancelTimer?.();
    const handle = this.deps.clock.setTimeout(() => {
      this.cancelTimer = null;
      if (this.running) fn();
    }, ms);
    this.cancelTimer = () => this.deps.clock.clearTimeout(handle);
  }

  private set(state: SessionTimeoutState): void {
    if (sameState(this.state, state)) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

function sameState(a: SessionTimeoutState, b: SessionTimeoutState): boolean {
  if (a.phase !== b.phase) return false;
  if (a.phase !== 'warning' || b.phase !== 'warning') return true;
  return a.secondsLeft === b.secondsLeft && a.final === b.final && a.busy === b.busy;
}
