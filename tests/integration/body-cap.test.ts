import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/login/route';
import { resetRateLimits } from '@/lib/security/rate-limit';

// docs/security.md, request bodies: a body is refused once it passes 16 KB, whatever the transfer encoding,
// and the rest of it is never read.
const MB = 1024 * 1024;

/** A 64 MB chunked body (no Content-Length) that counts how much of it the server pulled. */
function countingBody(totalBytes: number, chunkBytes = 8 * 1024) {
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const stats = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= totalBytes) return controller.close();
      stats.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  return { stream, stats };
}

beforeAll(() => {
  // No upstream call is reached: the body is refused or invalid first.
  process.env.CASINO_API_URL = 'http://127.0.0.1:9';
  process.env.SESSION_SECRET = 'integration-test-secret-of-at-least-32-chars';
});
afterEach(() => resetRateLimits());

it('refuses a 64 MB chunked login body with 413 after reading little more than the cap', async () => {
  const { stream, stats } = countingBody(64 * MB);
  const req = new NextRequest(
    new Request('http://localhost:3000/lobby/api/login', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit),
  );
  const res = await login(req);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ code: 'payload_too_large' });
  // The stream's own read-ahead may pull a few chunks past the cap, never megabytes.
  expect(stats.pulled).toBeLessThan(256 * 1024);
  expect(stats.cancelled).toBe(true);
});

it('still reads a small chunked body whole', async () => {
  const body = new TextEncoder().encode(JSON.stringify({ phone: 'not-a-phone', password: 'Demo1234' }));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body.slice(0, 10));
      controller.enqueue(body.slice(10));
      controller.close();
    },
  });
  const req = new NextRequest(
    new Request('http://localhost:3000/lobby/api/login', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit),
  );
  const res = await login(req);
  // Parsed and validated: the phone fails the schema, not a malformed or oversized body.
  expect(res.status).toBe(400);
  expect(JSON.stringify(await res.json())).not.toContain('malformedJson');
});

// docs/security.md, request bodies: every route that takes a body reads it through the capped reader
// (bff()'s readJsonBody, or readCapped), never whole. A new route.ts that buffers a body fails here.
describe('every route handler that takes a body', () => {
  const root = path.resolve(__dirname, '..', '..', 'app');
  const routes = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('route.ts'))
    .map((f) => ({ file: f, source: readFileSync(path.join(root, f), 'utf8') }));
  const withBody = routes.filter((r) =>
    /export (const|async function) (POST|PUT|PATCH|DELETE)\b/.test(r.source),
  );

  it('are found (the BFF and the demo game page)', () => {
    expect(withBody.length).toBeGreaterThan(20);
    expect(withBody.map((r) => r.file)).toContain(path.join('demo-game', '[...path]', 'route.ts'));
  });

  it.each(withBody.map((r) => [r.file, r.source]))('%s reads its body against a cap', (_, source) => {
    expect(/\bbff\(|\breadCapped\(/.test(source)).toBe(true);
    expect(source).not.toMatch(/\b(req|request)\.(text|json|arrayBuffer|formData|blob)\(\)/);
  });
});
