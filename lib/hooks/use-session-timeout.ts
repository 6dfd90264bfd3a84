'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { bffFetch } from '../bff/browser';
import { SessionTimeout, type SessionDeadline, type SessionTimeoutState } from '../machines/session-timeout';
import { browserClock } from '../machines/timers';

const quiet: SessionTimeoutState = { phase: 'quiet' };

/**
 * Drives lib/machines/session-timeout.ts for the session-timeout warning: the deadline from the BFF
 * (app/api/session), the refresh behind "stay signed in", and the machine's state to render.
 */
export function useSessionTimeout(): { state: SessionTimeoutState; stay: () => void } {
  const [machine] = useState(() =>
    typeof window === 'undefined'
      ? null
      : new SessionTimeout({
          clock: browserClock,
          readDeadline: () => bffFetch<SessionDeadline>('/session'),
          refresh: () => bffFetch<SessionDeadline>('/session/refresh', { method: 'POST', body: {} }),
        }),
  );
  useEffect(() => machine?.start(), [machine]);
  const state = useSyncExternalStore(
    (listener) => machine?.subscribe(listener) ?? (() => undefined),
    () => machine?.snapshot ?? quiet,
    () => quiet,
  );
  return { state, stay: () => void machine?.stay() };
}
