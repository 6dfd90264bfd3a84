import type { NoticeView } from '../casino/notice-view';

/*
 * Which account notices this browser has already announced (docs/architecture.md §5, "Money news"):
 * a notice is toasted once per browser, whatever page the member is on when it arrives, and one the
 * member has not read yet is toasted on their next visit or on another device (it is unread there and
 * unseen). The News tab's unread count is the upstream's, the same on every device.
 */

const SEEN_KEY = 'lobby_notices_seen';
/** Enough for every notice the upstream lists (30) with room to spare. */
const SEEN_KEPT = 100;
/** A returning member is shown the latest few as toasts; the News tab has all of them. */
export const ANNOUNCED_AT_ONCE = 3;

function readSeen(): string[] {
  try {
    const raw = window.localStorage.getItem(SEEN_KEY);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    // storage blocked (private mode) or a broken value: announce as if nothing was seen
    return [];
  }
}

function writeSeen(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(ids.slice(-SEEN_KEPT)));
  } catch {
    // storage full or blocked: the same notice may be toasted again on the next page, nothing worse
  }
}

/** Requests whose outcome their own process popup told the member (a dialog): no second word of it. */
const toldByPopup = new Set<string>();

export function outcomeTold(requestId: string): void {
  toldByPopup.add(requestId);
}

/**
 * The notices to toast now, newest first: unread, not yet announced in this browser, not told by a
 * process popup; at most ANNOUNCED_AT_ONCE. Every candidate counts as announced from here on.
 */
export function takeAnnouncements(items: readonly NoticeView[]): NoticeView[] {
  const seen = readSeen();
  const known = new Set(seen);
  const fresh = items.filter((n) => !n.read && !known.has(n.id));
  if (fresh.length === 0) return [];
  writeSeen([...seen, ...fresh.map((n) => n.id).reverse()]);
  return fresh
    .filter((n) => n.requestId === null || !toldByPopup.has(n.requestId))
    .slice(0, ANNOUNCED_AT_ONCE);
}

/** Tests start each case in a fresh browser. */
export function resetNoticeMemory(): void {
  toldByPopup.clear();
  try {
    window.localStorage.removeItem(SEEN_KEY);
  } catch {
    // nothing to forget
  }
}
