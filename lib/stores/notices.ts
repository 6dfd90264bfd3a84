import { parseBangkok } from '../bangkok-time';
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

const OWN_KEY = 'lobby_notices_own';
/** How far apart the action this browser took and the upstream's time of its notice may be. */
const OWN_WINDOW_MS = 2 * 60_000;
const OWN_KEPT = 20;

type OwnAction = { kind: NoticeView['kind']; at: number };

function readOwn(): OwnAction[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(OWN_KEY) ?? '[]');
    return Array.isArray(list) ? (list as OwnAction[]).filter((a) => typeof a?.at === 'number') : [];
  } catch {
    return [];
  }
}

/*
 * An action this browser took that the upstream records as an account notice for the member's other
 * devices (a passkey added, removed, or signed in with). Told back to the same browser it would read
 * "if this was not you" right after the member did it, so its notice is taken as seen, not toasted.
 * It stays in the News tab, as every notice does.
 */
export function ownAction(kind: NoticeView['kind'], at: number = Date.now()): void {
  try {
    window.localStorage.setItem(OWN_KEY, JSON.stringify([...readOwn(), { kind, at }].slice(-OWN_KEPT)));
  } catch {
    // storage blocked: the notice is toasted once, as to any other device
  }
}

function isOwn(n: NoticeView, own: readonly OwnAction[]): boolean {
  const at = parseBangkok(n.at);
  return own.some((a) => a.kind === n.kind && Math.abs(a.at - at) <= OWN_WINDOW_MS);
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
  const own = readOwn();
  return fresh
    .filter((n) => n.requestId === null || !toldByPopup.has(n.requestId))
    .filter((n) => !isOwn(n, own))
    .slice(0, ANNOUNCED_AT_ONCE);
}

/** Tests start each case in a fresh browser. */
export function resetNoticeMemory(): void {
  toldByPopup.clear();
  try {
    window.localStorage.removeItem(SEEN_KEY);
    window.localStorage.removeItem(OWN_KEY);
  } catch {
    // nothing to forget
  }
}
