import { MEMBER_HINT_COOKIE } from '../session/cookie-name';

/*
 * The non-secret "signed in" hint cookie changes with BFF answers (login, registration's
 * automatic login, logout, an expired session). Components subscribe here so the header and
 * bars switch between guest and member at once, not on the next navigation.
 */
const hintPattern = new RegExp(`(?:^|; )${MEMBER_HINT_COOKIE}=1(?:;|$)`);
const listeners = new Set<() => void>();

// One read of document.cookie per task: every member widget asks on each of its renders (React's
// useSyncExternalStore reads twice per render), and each read of document.cookie is a call into the
// browser's cookie store that showed up in the profile of a tap (docs/performance.md, "Touches").
let cached: boolean | null = null;

export function readMemberHint(): boolean {
  if (cached === null) {
    cached = hintPattern.test(document.cookie);
    queueMicrotask(() => {
      cached = null;
    });
  }
  return cached;
}

export function subscribeMemberHint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after every BFF answer; subscribers re-read the cookie and re-render only on change. */
export function announceMemberHint(): void {
  cached = null;
  // The first-paint attribute (lib/session/member-hint-script.ts) follows login and logout too.
  document.documentElement.toggleAttribute('data-member', readMemberHint());
  for (const listener of listeners) listener();
}
