import type http from 'node:http';
import { LOCALE_COOKIE } from '../i18n/locales';
import { accessOf, splitLocalePrefix } from '../routes';
import { metrics } from '../metrics';

/*
 * A short-lived copy of public pages, kept in the site process in front of Next.js
 * (docs/performance.md, "Cached page"; docs/operations.md, PAGE_CACHE_SECONDS).
 *
 * A public page is the same for every guest (a prerendered or ISR page), yet Next.js runs the proxy,
 * reads its cache, hashes the whole HTML for an ETag and gzips it again on every request: about
 * 2.5 times the CPU of a route handler that returns a few bytes. Here the answer Next gave, already
 * compressed, is kept for a few seconds and sent again as it was, the way a reverse proxy's
 * micro-cache would. What may be kept follows HTTP's rules for a shared cache (RFC 9111 §3), made
 * narrower still:
 *
 * - the request: a GET for a public page (lib/routes.ts), no Authorization, Range or
 *   conditional headers, not a reload (Cache-Control no-cache or max-age=0), none of the router's RSC
 *   headers or `_rsc`, and no cookie but the locale one (which the proxy routes by, so it is part of
 *   the key); a member's request always goes to Next;
 * - the answer: 200, no Set-Cookie, Cache-Control that allows a shared cache (s-maxage or max-age,
 *   without private, no-store or no-cache), a CSP without a per-request nonce (docs/security.md,
 *   CSP: a nonce must never be sent twice), Vary only on what the key already holds, and the encoding
 *   the key expects.
 *
 * It is kept for the lesser of PAGE_CACHE_SECONDS and the answer's own max age, so a page is at most
 * that many seconds behind Next's cache; Next still sees a request per page and key that often,
 * which keeps its own revalidation (ISR) running.
 */

const RSC_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
];
const BYPASS_HEADERS = [
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
  ...RSC_REQUEST_HEADERS,
];
const VARY_IN_KEY = new Set([...RSC_REQUEST_HEADERS, 'accept-encoding']);
// per-connection or per-answer headers Node writes itself
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'age',
]);
const MAX_ENTRY_BYTES = 1_000_000;

export const PAGE_CACHE_HEADER = 'x-lobby-page-cache';

export interface PageCacheOptions {
  /** The most seconds an answer is kept (0: nothing is kept). */
  seconds: number;
  /** All entries together stay under this many bytes; the oldest go first. */
  maxBytes: number;
  basePath: string;
  now?: () => number;
}

interface Entry {
  headers: Record<string, string | string[]>;
  body: Buffer;
  stored: number;
  expires: number;
}

export interface PageCache {
  /**
   * Answers the request from the cache and returns true, or returns false and, when the answer may
   * be kept, records it as Next writes it.
   */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.body.length > options.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    // a Map iterates in insertion order: the first keys are the oldest
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  return {
    get size() {
      return entries.size;
    },
    handle(req, res) {
      if (options.seconds <= 0) return false;
      const key = cacheKey(req, options.basePath);
      if (key === null) return false;
      const entry = entries.get(key);
      const t = now();
      if (entry && t < entry.expires) {
        res.writeHead(200, {
          ...entry.headers,
          'content-length': entry.body.length,
          age: String(Math.floor((t - entry.stored) / 1000)),
          [PAGE_CACHE_HEADER]: 'hit',
        });
        res.end(entry.body);
        metrics.pageCache.inc({ result: 'hit' });
        return true;
      }
      if (entry) remove(key);
      metrics.pageCache.inc({ result: 'miss' });
      const encoding = key.endsWith('\ngzip') ? 'gzip' : null;
      record(
        res,
        (status, headers) => (status === 200 ? keepSeconds(headers, encoding, options.seconds) : 0),
        (answer, seconds) => {
          const stored = now();
          store(key, {
            headers: answer.headers,
            body: answer.body,
            stored,
            expires: stored + seconds * 1000,
          });
        },
      );
      return false;
    },
  };
}

/** The request's key, or null when it must go to Next whatever the cache holds. */
export function cacheKey(req: http.IncomingMessage, basePath: string): string | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  const path = url.split('?', 1)[0]!;
  if (path !== basePath && !path.startsWith(`${basePath}/`)) return null;
  // public pages only, by the one route table (lib/routes.ts): not the BFF, assets or member pages
  if (accessOf(splitLocalePrefix(path.slice(basePath.length) || '/').page) !== 'public') return null;
  if (/[?&]_rsc=/.test(url)) return null;
  for (const name of BYPASS_HEADERS) if (req.headers[name] !== undefined) return null;
  // a reload asks for an answer no older than now (RFC 9111 §5.2.1.1, §5.2.1.4): Next gives it
  if (/\b(no-cache|max-age=0)\b/i.test(`${req.headers['cache-control'] ?? ''} ${req.headers.pragma ?? ''}`))
    return null;
  const locale = onlyLocaleCookie(req.headers.cookie);
  if (locale === null) return null;
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  return `${url}\n${locale}\n${gzip ? 'gzip' : 'identity'}`;
}

/**
 * Whether a client takes a gzip answer, as Accept-Encoding says (RFC 9110 §12.5.3): `gzip` or
 * `x-gzip` with a q above 0, or `*` with one when gzip is not named. `gzip;q=0` refuses it, as Next's
 * own compression (negotiator) reads it, so the cache never hands a client what it said it cannot read.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  let named: boolean | null = null;
  let star: boolean | null = null;
  for (const item of String(header ?? '').split(',')) {
    const [coding = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const ok = q === undefined || Number(q) > 0;
    if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip') named = named === true || ok;
    else if (coding.trim() === '*') star = ok;
  }
  return named ?? star ?? false;
}

/** The locale cookie's value ('' without one), or null when the request carries any other cookie. */
function onlyLocaleCookie(header: string | undefined): string | null {
  if (!header) return '';
  let locale = '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (name === '') continue;
    if (name !== LOCALE_COOKIE) return null;
    locale = part.slice(eq + 1).trim();
  }
  return locale;
}

/** How long an answer may be kept (0: not at all), by the shared-cache rules above. */
export function keepSeconds(
  headers: Record<string, string | string[]>,
  encoding: 'gzip' | null,
  limit: number,
): number {
  const one = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v.join(', ') : (v ?? '');
  };
  if (headers['set-cookie'] !== undefined) return 0;
  if ((one('content-encoding') || null) !== encoding) return 0;
  if (/'nonce-/i.test(one('content-security-policy'))) return 0;
  const vary = one('vary')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => !VARY_IN_KEY.has(v))) return 0;
  const cacheControl = one('cache-control').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const age = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  if (!age) return 0;
  return Math.min(limit, Number(age[1]));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * Copies what Next writes (after its own compression, which wraps these same methods later) and hands
 * it over once the answer has gone out whole. Whether it may be kept is decided once, when the status
 * and headers are final: in writeHead, which Node also calls for implicit headers. An answer that may
 * not be kept is not copied from then on.
 */
function record(
  res: http.ServerResponse,
  keepFor: (status: number, headers: Record<string, string | string[]>) => number,
  done: (answer: Answer, seconds: number) => void,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  let dropped = false;
  let kept: { answer: Omit<Answer, 'body'>; seconds: number } | null = null;
  const drop = () => {
    dropped = true;
    chunks.length = 0;
  };
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (dropped || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    chunks.push(buf);
    if (size > MAX_ENTRY_BYTES) drop();
  };
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headersPassed(args.slice(1)) })) {
      if (value === undefined || NOT_REPLAYED.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    const seconds = keepFor(status, headers);
    if (seconds > 0) kept = { answer: { status, headers }, seconds };
    else drop();
    return Reflect.apply(writeHead, this, args) as http.ServerResponse;
  } as typeof res.writeHead;
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return Reflect.apply(end, this, [chunk, ...rest]) as http.ServerResponse;
  } as typeof res.end;
  res.once('finish', () => {
    if (dropped || !kept) return;
    done({ ...kept.answer, body: Buffer.concat(chunks) }, kept.seconds);
  });
}

/** writeHead's headers argument (after an optional status message), as lower-case names. */
function headersPassed(args: unknown[]): Record<string, string | string[]> {
  const raw = typeof args[0] === 'string' ? args[1] : args[0];
  const out: Record<string, string | string[]> = {};
  if (!raw || typeof raw !== 'object') return out;
  if (Array.isArray(raw)) {
    const pairs: unknown[][] = Array.isArray(raw[0])
      ? (raw as unknown[][])
      : Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i], raw[2 * i + 1]]);
    for (const [k, v] of pairs) out[String(k).toLowerCase()] = String(v);
    return out;
  }
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
}
