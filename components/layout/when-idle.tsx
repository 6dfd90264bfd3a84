'use client';

import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { onIdle } from '@/lib/idle';

/*
 * Less script before the first paint (docs/performance.md, "Staying within the first-load budget"): a
 * part of the shell that nobody needs in the page's first second (the loading bar of a later
 * navigation) is downloaded once the browser is idle after hydration, not with the page.
 */
const IDLE_TIMEOUT_MS = 2_000;

/** `Lazy` is a React.lazy component: rendering it is what downloads it, so it is rendered only once idle. */
export function whenIdle<P extends object>(Lazy: ComponentType<P>): ComponentType<P> {
  return function WhenIdle(props: P) {
    const [ready, setReady] = useState(false);
    useEffect(() => onIdle(() => setReady(true), IDLE_TIMEOUT_MS), []);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
