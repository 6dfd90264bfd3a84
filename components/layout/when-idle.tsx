'use client';

import { Suspense, useEffect, useState, type ComponentType } from 'react';

/*
 * Less script before the first paint (docs/performance.md, "Staying within the first-load budget"): a
 * part of the shell that nobody needs in the page's first second (the loading bar of a later
 * navigation) is downloaded once the browser is idle after hydration, not with the page.
 */
type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

const IDLE_TIMEOUT_MS = 2_000;

/** `Lazy` is a React.lazy component: rendering it is what downloads it, so it is rendered only once idle. */
export function whenIdle<P extends object>(Lazy: ComponentType<P>): ComponentType<P> {
  return function WhenIdle(props: P) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const w = window as IdleWindow;
      if (w.requestIdleCallback && w.cancelIdleCallback) {
        const id = w.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        return () => w.cancelIdleCallback?.(id);
      }
      const id = window.setTimeout(() => setReady(true), 1);
      return () => window.clearTimeout(id);
    }, []);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
