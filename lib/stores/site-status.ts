import { createStore } from './create-store';

/*
 * Page-wide states of spec §2: the full-page loading overlay (while the member's data is fetched
 * before a popup opens, or a sign-in completes) and the maintenance notice (the upstream says it
 * is under maintenance).
 */
export const siteStatusStore = createStore<{ loading: number; maintenance: boolean }>({
  loading: 0,
  maintenance: false,
});

/** Shows the loading overlay for as long as `work` runs; overlapping calls keep it up until the last ends. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  siteStatusStore.set((s) => ({ ...s, loading: s.loading + 1 }));
  try {
    return await work;
  } finally {
    siteStatusStore.set((s) => ({ ...s, loading: Math.max(0, s.loading - 1) }));
  }
}

export function reportMaintenance(): void {
  siteStatusStore.set((s) => ({ ...s, maintenance: true }));
}
