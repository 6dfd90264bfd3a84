/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { send } from '@/lib/casino/transport';

/*
 * The upstream wire (keep-alive to the upstream, docs/performance.md): polls reuse one connection, and a
 * cut-off answer or a timeout is an error, never a short body taken for the whole answer.
 */

let server: http.Server;
let base: string;
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/cut') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":');
      setTimeout(() => res.socket?.destroy(), 10);
      return;
    }
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 1_000);
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
      res.end(
        JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null, thai: 'โบนัส' }),
      );
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (path: string, init: { method?: string; body?: string; signal?: AbortSignal } = {}) =>
  send({
    method: init.method ?? 'GET',
    url: new URL(base + path),
    headers: { authorization: 'Bearer t' },
    body: init.body,
    signal: init.signal ?? AbortSignal.timeout(2_000),
  });

it('passes method, headers and body through and reads status, headers and UTF-8 text back', async () => {
  const answer = await call('/echo', { method: 'POST', body: 'phone=0812345678' });
  expect(answer.status).toBe(429);
  expect(answer.header('Retry-After')).toBe('7');
  expect(JSON.parse(answer.text)).toEqual({
    method: 'POST',
    body: 'phone=0812345678',
    auth: 'Bearer t',
    thai: 'โบนัส',
  });
});

it('reuses one connection for consecutive calls', async () => {
  const before = connections;
  for (let i = 0; i < 5; i += 1) await call('/echo');
  expect(connections - before).toBeLessThanOrEqual(1);
});

it('keeps the connections of a burst open for the next one', async () => {
  await Promise.all(Array.from({ length: 100 }, () => call('/echo')));
  const afterFirst = connections;
  await Promise.all(Array.from({ length: 100 }, () => call('/echo')));
  expect(connections).toBe(afterFirst);
});

it('retires an idle connection before the server announces it will close it', async () => {
  // The server closes idle connections after 2 s and says so (Keep-Alive: timeout=2); the client must
  // stop using one a second before, not write its next request into a socket being closed.
  const closing = http.createServer((_req, res) => res.end('{}'));
  closing.keepAliveTimeout = 2_000;
  let opened = 0;
  closing.on('connection', () => (opened += 1));
  await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(closing.address() as AddressInfo).port}/`);
  const get = () => send({ method: 'GET', url, headers: {}, signal: AbortSignal.timeout(2_000) });
  try {
    const first = await get();
    expect(first.header('keep-alive')).toBe('timeout=2');
    await get();
    expect(opened).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await get();
    expect(opened).toBe(2);
  } finally {
    closing.closeAllConnections();
    await new Promise((resolve) => closing.close(resolve));
  }
});

it('rejects an answer cut off before its declared length', async () => {
  await expect(call('/cut')).rejects.toThrow();
});

it('rejects with the timeout when the upstream is slower than the signal allows', async () => {
  await expect(call('/slow', { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
    name: 'TimeoutError',
  });
});
