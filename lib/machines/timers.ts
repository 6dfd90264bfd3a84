/*
 * Timers for the polling machines: injectable so tests drive them with fake timers, and
 * paused while the tab is hidden (a hidden tab must not poll; it resumes when shown).
 */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Whether the page is hidden; polls wait for it to be shown again. */
  hidden(): boolean;
  onVisible(fn: () => void): () => void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
  hidden: () => document.visibilityState === 'hidden',
  onVisible(fn) {
    const listener = () => {
      if (document.visibilityState === 'visible') fn();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** Runs `fn` after `ms`, or later when the tab becomes visible again; returns a cancel function. */
export function scheduleVisible(clock: Clock, ms: number, fn: () => void): () => void {
  let stopVisible: (() => void) | undefined;
  const handle = clock.setTimeout(() => {
    if (!clock.hidden()) return fn();
    stopVisible = clock.onVisible(() => {
      stopVisible?.();
      stopVisible = undefined;
      fn();
    });
  }, ms);
  return () => {
    clock.clearTimeout(handle);
    stopVisible?.();
  };
}
