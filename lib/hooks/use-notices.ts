'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { NoticesView } from '../casino/notice-view';
import { useMemberHint } from './use-member-hint';

export const NOTICES_KEY = '/notices';

/** The member's account notices (app/api/notices): the News tab, its unread count and the money news. */
export function useNotices() {
  const hint = useMemberHint();
  return useSWR<NoticesView>(hint ? NOTICES_KEY : null, (path: string) => bffFetch<NoticesView>(path), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}

/** The member saw the notices up to `upTo` (the News tab): read on every device from now on. */
export async function markNoticesRead(upTo: string): Promise<number> {
  const { unread } = await bffFetch<{ unread: number }>('/notices/read', {
    method: 'POST',
    body: { up_to: upTo },
  });
  return unread;
}
