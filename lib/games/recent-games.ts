import { scriptCookieSecurity } from '../session/cookie-name';

/*
 * "Recently played" (docs/architecture.md, "Game catalogue"): the last games a member launched,
 * newest first, kept on the device in a cookie so the member lobby renders the row on the server
 * (no row popping in after load, CLS 0). The value starts with a key derived from the member's phone,
 * so on a shared phone one member never sees another's games. Not a secret and not trusted: the
 * server only uses ids that are in the catalogue.
 */

export const RECENT_COOKIE = 'lobby-recent';
export const RECENT_MAX = 6;
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A short, stable key for a member (FNV-1a of the phone): enough to tell members apart on one device. */
export function memberKey(phone: string): string {
  let h = 0x811c9dc5;
  for (const ch of phone) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(36);
}

/** The member's recent game ids from the cookie value; none when it belongs to someone else or is malformed. */
export function readRecent(value: string | undefined, key: string): string[] {
  if (!value) return [];
  const [owner, ...ids] = decodeURIComponent(value).split('.');
  if (owner !== key) return [];
  return [...new Set(ids.filter((id) => ID.test(id)))].slice(0, RECENT_MAX);
}

/** The list after launching `id`: it moves to the front, the oldest falls off. */
export function pushRecent(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, RECENT_MAX);
}

/** The Set-Cookie string for document.cookie (under the site's base path). */
export function recentCookie(
  key: string,
  ids: readonly string[],
  basePath: string,
  protocol?: string,
): string {
  const value = [key, ...ids.filter((id) => ID.test(id))].join('.');
  return `${RECENT_COOKIE}=${value}; Path=${basePath}; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${scriptCookieSecurity(protocol)}`;
}
