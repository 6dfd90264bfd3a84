'use client';

import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { parseBangkok } from '@/lib/bangkok-time';
import { bffFetch } from '@/lib/bff/browser';
import type { ProfileView } from '@/lib/casino/profile-view';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { countdownMs, RequestWatch, type WatchOutcome } from '@/lib/machines/request-watch';
import { browserClock } from '@/lib/machines/timers';
import type { PendingView } from '@/lib/stores/wallet';

/**
 * Drives lib/machines/request-watch.ts for the open process popup and returns the seconds left
 * on its countdown. `onEnd` runs once, when the request ends or the countdown runs out.
 */
export function useRequestWatch(
  pending: PendingView | null,
  onEnd: (outcome: WatchOutcome) => void,
): { secondsLeft: number; stop: () => void } {
  const { mutate } = useSWRConfig();
  const watchRef = useRef<RequestWatch | null>(null);
  const onEndRef = useRef(onEnd);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (!pending) return;
    const created = parseBangkok(pending.createdAt);
    const deadline = (Number.isNaN(created) ? Date.now() : created) + countdownMs(pending.type);
    const watch = new RequestWatch({
      clock: browserClock,
      kind: pending.type,
      requestId: pending.id,
      deadline,
      fetchProfile: async () => {
        const profile = await bffFetch<ProfileView>(PROFILE_KEY);
        void mutate(PROFILE_KEY, profile, { revalidate: false });
        return profile;
      },
      cancel: async () =>
        (
          await bffFetch<{ errors: string[] }>(`/requests/deposit/${pending.id}/cancel`, {
            method: 'POST',
            body: {},
          })
        ).errors,
      onEnd: (outcome) => onEndRef.current(outcome),
    });
    watchRef.current = watch;
    watch.start();
    const tick = () => setSecondsLeft(Math.ceil(watch.remaining() / 1000));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
      watch.stop();
    };
  }, [pending, mutate]);

  return { secondsLeft, stop: () => watchRef.current?.stop() };
}

export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
