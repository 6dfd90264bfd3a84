import { MEMBER_HINT_COOKIE } from '../session/cookie-name';

/*
 * The non-secret "signed in" hint cookie changes with BFF answers (login, registration's
 * automatic login, logout, an expired session). Components subscribe here so the header and
 * bars switch between guest and member at once, not on the next navigation.
 */
const hintPattern = new RegExp(`(?:^|; )${MEMBER_HINT_COOKIE}=1(?:;|$)`);
const listeners = new Set<() => void>();

export function readMemberHint(): boolean {
  return hintPattern.test(document.cookie);
}

export function subscribeMemberHint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after every BFF answer; subscribers re-read the cookie (a cheap regex) and re-render only on change. */
export function announceMemberHint(): void {
  // The first-paint attribute (lib/session/member-hint-script.ts) follows login and logout too.
  document.documentElement.toggleAttribute('data-member', readMemberHint());
  for (const listener of listeners) listener();
}
