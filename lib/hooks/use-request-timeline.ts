'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { TimelineView } from '../casino/timeline-view';

/** Spec §9's poll of a pending request, for its live step (SWR skips it while the tab is hidden). */
const LIVE_MS = 10_000;

/**
 * One request's steps for the history detail (app/api/requests/[id]/timeline); null id fetches nothing.
 * `live`: a pending request, read again every 10 s so its step moves on (requested → in review).
 */
export function useRequestTimeline(id: string | null, live = false) {
  return useSWR<TimelineView>(
    id ? `/requests/${encodeURIComponent(id)}/timeline` : null,
    (path: string) => bffFetch<TimelineView>(path),
    { shouldRetryOnError: false, revalidateOnFocus: live, refreshInterval: live ? LIVE_MS : 0 },
  );
}
