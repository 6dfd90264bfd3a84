/*
 * Work that no one waits for runs when the browser is idle (docs/performance.md, "Touches"), or after
 * `timeoutMs` at the latest; Safari has no requestIdleCallback and gets a short timer instead.
 */
type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `task` once the browser is idle; the returned function cancels it. */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * Downloads and evaluates each module in turn, one per idle period, so that fetching code for later
 * never becomes one long task in the way of a touch. A failed download is left to the render that needs
 * the module, which retries it. The returned function stops what has not started.
 */
export function preloadWhenIdle(loaders: readonly (() => Promise<unknown>)[], timeoutMs: number): () => void {
  let cancel = () => undefined as void;
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= loaders.length) return;
    cancel = onIdle(() => {
      void loaders[index]!()
        .catch(() => undefined)
        .then(() => next(index + 1));
    }, timeoutMs);
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * Runs `task` once the browser has drawn the next frame: a tap's handler that changes something small
 * (a pressed look) and leaves the heavy drawing to `task` lets the player see the tap answered first
 * (docs/performance.md, "Touches"). The timer is set from the frame's animation callback, so it fires
 * after that frame's style, layout and paint.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => window.setTimeout(task, 0));
}
