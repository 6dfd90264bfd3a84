import { createStore } from './create-store';

/*
 * One overlay at a time on a visit (spec §2 announcement, spec §1 app banner): the announcement comes
 * first, and the app banner waits until the announcement has nothing (more) to show: no item, only
 * the in-page banner, a failed fetch (spec §8: ignored), or the modal closed.
 */
export const firstVisitStore = createStore<{ announcementDone: boolean }>({ announcementDone: false });

export function announcementDone(): void {
  if (!firstVisitStore.get().announcementDone) firstVisitStore.set({ announcementDone: true });
}
