'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { TimelineView } from '../casino/timeline-view';

/** One request's steps for the history detail (app/api/requests/[id]/timeline); null id fetches nothing. */
export function useRequestTimeline(id: string | null) {
  return useSWR<TimelineView>(
    id ? `/requests/${encodeURIComponent(id)}/timeline` : null,
    (path: string) => bffFetch<TimelineView>(path),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
