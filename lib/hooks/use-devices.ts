'use client';

import useSWR from 'swr';
import { bffFetch } from '../bff/browser';
import type { DeviceView } from '../session/device-list';

/** One signed-in device as GET /api/sessions answers it: the server's own row type, never a copy. */
export type DeviceRow = DeviceView;

export const DEVICES_KEY = '/sessions';

/** The devices signed in as this member, and remote sign-out (docs/security.md, Sessions). */
export function useDevices() {
  const swr = useSWR<DeviceRow[]>(
    DEVICES_KEY,
    async (path: string) => (await bffFetch<{ sessions: DeviceRow[] }>(path)).sessions,
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
  const signOut = async (handle: string) => {
    await bffFetch(`/sessions/${encodeURIComponent(handle)}/sign-out`, { method: 'POST', body: {} });
    await swr.mutate();
  };
  const signOutOthers = async () => {
    await bffFetch('/sessions/sign-out-others', { method: 'POST', body: {} });
    await swr.mutate();
  };
  return { ...swr, signOut, signOutOthers };
}
