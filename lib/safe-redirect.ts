import { accessOf, splitLocalePrefix } from './routes';

/*
 * Where a member may be sent after login (spec §2: "if it is a safe local path").
 * The value comes from the URL, so it is hostile until proven otherwise: it must be plain
 * printable ASCII, a single-slash local path that stays on a fixed canonical origin after
 * resolution, contain no encoded separators or dot-segments, and name a known page that a
 * member may open. Anything else gives null and the caller falls back to home.
 */

const CANONICAL_ORIGIN = 'https://lobby.invalid';
const MAX_LENGTH = 512;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/**
 * The `next` of a query string, as safeNextPath sees it: a duplicated parameter is ambiguous
 * (servers and browsers disagree on which copy wins), so it counts as none at all.
 */
export function nextParamOf(params: URLSearchParams): string | null {
  const all = params.getAll('next');
  return all.length === 1 ? safeNextPath(all[0]) : null;
}

export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!PRINTABLE_ASCII.test(raw) || raw.includes('\\')) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;

  const [rawPath = ''] = raw.split(/[?#]/, 1);
  // Any percent-escape in the path is refused: %2f, %5c, %2e and double encodings all hide separators.
  if (rawPath.includes('%') || DOT_SEGMENT.test(rawPath)) return null;

  let url: URL;
  try {
    url = new URL(raw, CANONICAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== CANONICAL_ORIGIN || url.pathname !== rawPath) return null;

  const access = accessOf(splitLocalePrefix(url.pathname).page);
  if (access === null || access === 'guest-only') return null;
  return url.pathname + url.search;
}
