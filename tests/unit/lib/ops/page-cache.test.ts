/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  acceptsGzip,
  cacheKey,
  createPageCache,
  keepSeconds,
  PAGE_CACHE_HEADER,
  type PageCache,
} from '@/lib/ops/page-cache';

// docs/performance.md ("Cached page") and lib/ops/page-cache.ts: what the site process may answer
// without Next, tried against a real HTTP server whose handler answers as Next does.

const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const HASH_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

interface Answer {
  status?: number;
  headers?: Record<string, string | string[]>;
  html?: string;
  /** as a flat list to writeHead instead of setHeader (Node keeps those out of getHeaders) */
  viaWriteHead?: boolean;
}

let clock = 1_000_000;
let answers: Record<string, Answer> = {};
let calls: string[] = [];
let cache: PageCache;
let server: http.Server;
let origin: string;

function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  if (cache.handle(req, res)) return;
  calls.push(`${req.method} ${req.url}`);
  const a = answers[(req.url ?? '').split('?')[0]!] ?? {};
  const html = a.html ?? `<p>${calls.length}</p>`;
  const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
  const headers: Record<string, string | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': ISR,
    'content-security-policy': HASH_CSP,
    vary: VARY,
    etag: `"${calls.length}"`,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...a.headers,
  };
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  if (a.viaWriteHead) {
    res.writeHead(a.status ?? 200, Object.entries(headers).flat(2) as string[]);
  } else {
    res.statusCode = a.status ?? 200;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  }
  // in two pieces, as a streamed render arrives
  res.write(body.subarray(0, 10));
  res.end(body.subarray(10));
}

beforeEach(async () => {
  clock = 1_000_000;
  answers = {};
  calls = [];
  cache = createPageCache({ seconds: 5, maxBytes: 100_000, basePath: '/lobby', now: () => clock });
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(origin + path, {
    method,
    headers: { 'accept-encoding': 'gzip', ...headers },
    redirect: 'manual',
  });
  const text = await res.text();
  // the server's 'finish' fires after the client has the body; let it land before the next request
  await new Promise((r) => setImmediate(r));
  return { status: res.status, text, headers: res.headers };
}

it('answers a guest’s second request for a public page from the copy, byte for byte, with its headers', async () => {
  const first = await get('/lobby');
  const second = await get('/lobby');
  expect(calls).toEqual(['GET /lobby']);
  expect(second.text).toBe(first.text);
  expect(second.text).toBe('<p>1</p>');
  expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  for (const name of ['content-security-policy', 'cache-control', 'etag', 'vary', 'content-type'])
    expect(second.headers.get(name)).toBe(first.headers.get(name));
});

it('keeps the compressed answer and the plain one apart', async () => {
  await get('/lobby/promotion');
  const plain = await get('/lobby/promotion', { 'accept-encoding': 'identity' });
  expect(plain.text).toBe('<p>2</p>');
  expect(plain.headers.get('content-encoding')).toBeNull();
  const raw = await new Promise<Buffer>((resolve) =>
    http.get(origin + '/lobby/promotion', { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve(Buffer.concat(parts)));
    }),
  );
  expect(gunzipSync(raw).toString()).toBe('<p>1</p>');
  expect(calls).toHaveLength(2);
});

it('asks Next again once the copy is older than its seconds', async () => {
  await get('/lobby');
  clock += 4_999;
  expect((await get('/lobby')).headers.get('age')).toBe('4');
  clock += 1;
  expect((await get('/lobby')).text).toBe('<p>2</p>');
  expect(calls).toHaveLength(2);
});

it('keeps a page no longer than its own max age', async () => {
  answers['/lobby'] = { headers: { 'cache-control': 'public, max-age=2' } };
  await get('/lobby');
  clock += 2_000;
  await get('/lobby');
  expect(calls).toHaveLength(2);
});

it('keys on the locale cookie, which the proxy routes by', async () => {
  await get('/lobby', { cookie: 'NEXT_LOCALE=en' });
  await get('/lobby', { cookie: 'NEXT_LOCALE=th' });
  await get('/lobby');
  expect(calls).toHaveLength(3);
  expect((await get('/lobby', { cookie: 'NEXT_LOCALE=en' })).text).toBe('<p>1</p>');
});

it.each([
  ['a session cookie', '/lobby', { cookie: 'NEXT_LOCALE=th; lobby_session=abc' }],
  ['another cookie', '/lobby', { cookie: 'aff=x' }],
  ['an RSC request', '/lobby', { rsc: '1' }],
  ['a prefetch', '/lobby', { 'next-router-prefetch': '1' }],
  ['a conditional request', '/lobby', { 'if-none-match': '"1"' }],
  ['Authorization', '/lobby', { authorization: 'Bearer x' }],
  ['a reload', '/lobby', { 'cache-control': 'max-age=0' }],
  ['a hard reload', '/lobby', { 'cache-control': 'no-cache', pragma: 'no-cache' }],
  ['the RSC query', '/lobby?_rsc=abc', {}],
  ['the BFF', '/lobby/api/promotions', {}],
  ['a file', '/lobby/robots.txt', {}],
  ['outside the base path', '/other', {}],
])('always sends %s to Next', async (_what, path, headers) => {
  await get(path, headers);
  await get(path, headers);
  expect(calls).toHaveLength(2);
});

it('never answers a POST from the copy of a GET', async () => {
  await get('/lobby');
  await get('/lobby', {}, 'POST');
  expect(calls).toEqual(['GET /lobby', 'POST /lobby']);
});

it.each<[string, Answer]>([
  ['sets a cookie', { headers: { 'set-cookie': 'NEXT_LOCALE=en; Path=/lobby' } }],
  ['carries a per-request CSP nonce', { headers: { 'content-security-policy': "script-src 'nonce-QUJD'" } }],
  ['is private', { headers: { 'cache-control': 'private, no-store' } }],
  ['says no-cache', { headers: { 'cache-control': 'no-cache, s-maxage=60' } }],
  ['has no max age', { headers: { 'cache-control': 'public' } }],
  ['varies on the cookie', { headers: { vary: 'Cookie, Accept-Encoding' } }],
  ['is a redirect', { status: 307, headers: { location: '/lobby/en' } }],
  ['is a 404', { status: 404 }],
])('does not keep an answer that %s', async (_what, answer) => {
  answers['/lobby'] = answer;
  await get('/lobby');
  await get('/lobby');
  expect(calls).toHaveLength(2);
});

it('keeps headers Next passed straight to writeHead', async () => {
  answers['/lobby/article'] = { viaWriteHead: true, headers: { 'x-extra': 'yes' } };
  await get('/lobby/article');
  const second = await get('/lobby/article');
  expect(calls).toHaveLength(1);
  expect(second.headers.get('x-extra')).toBe('yes');
  expect(second.headers.get('content-security-policy')).toBe(HASH_CSP);
});

it('stays within its bytes, dropping the oldest copies first', async () => {
  cache = createPageCache({ seconds: 5, maxBytes: 3_000, basePath: '/lobby', now: () => clock });
  const big = 'x'.repeat(1_500);
  for (const p of ['/lobby/article/a', '/lobby/article/b', '/lobby/article/c']) answers[p] = { html: big };
  for (const p of ['/lobby/article/a', '/lobby/article/b', '/lobby/article/c'])
    await get(p, { 'accept-encoding': 'identity' });
  expect(cache.size).toBe(2);
  await get('/lobby/article/c', { 'accept-encoding': 'identity' });
  await get('/lobby/article/a', { 'accept-encoding': 'identity' });
  expect(calls).toEqual([
    'GET /lobby/article/a',
    'GET /lobby/article/b',
    'GET /lobby/article/c',
    'GET /lobby/article/a',
  ]);
});

it('keeps nothing when switched off', async () => {
  cache = createPageCache({ seconds: 0, maxBytes: 100_000, basePath: '/lobby', now: () => clock });
  await get('/lobby');
  await get('/lobby');
  expect(calls).toHaveLength(2);
});

describe('rules', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000, br')).toBe(false);
    expect(acceptsGzip('*;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers }) as unknown as http.IncomingMessage;

  it('keys a page by its URL with the query, the locale cookie and the encoding', () => {
    expect(cacheKey(req('/lobby/en?x=1', { 'accept-encoding': 'gzip, br' }), '/lobby')).toBe(
      '/lobby/en?x=1\n\ngzip',
    );
    expect(cacheKey(req('/lobby', { cookie: 'NEXT_LOCALE=zh-CN' }), '/lobby')).toBe(
      '/lobby\nzh-CN\nidentity',
    );
    // RFC 9110 §12.5.3: q=0 means "not acceptable", so such a client is keyed with the plain copy
    expect(cacheKey(req('/lobby', { 'accept-encoding': 'gzip;q=0' }), '/lobby')).toBe('/lobby\n\nidentity');
    expect(cacheKey(req('/lobbyx'), '/lobby')).toBeNull();
    expect(cacheKey(req('/lobby/_next/static/a.js'), '/lobby')).toBeNull();
    expect(cacheKey(req('/lobby', {}, 'HEAD'), '/lobby')).toBeNull();
  });

  it('keeps what a shared cache may keep, for the lesser of the two ages', () => {
    const base = { 'cache-control': ISR, vary: VARY, 'content-encoding': 'gzip' };
    expect(keepSeconds(base, 'gzip', 5)).toBe(5);
    expect(keepSeconds({ ...base, 'cache-control': 's-maxage=3' }, 'gzip', 5)).toBe(3);
    expect(keepSeconds(base, null, 5)).toBe(0);
    expect(keepSeconds({ ...base, 'set-cookie': ['a=b'] }, 'gzip', 5)).toBe(0);
  });
});
