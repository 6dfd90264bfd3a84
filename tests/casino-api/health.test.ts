import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '../../casino-api/http/access-log';
import { startCasinoApi } from '../../casino-api/start';
import { demo, removeTestData, startTestApi, type TestApi } from './helpers';

// docs/operations.md: the reference API's liveness/readiness pair, and its one JSON line per request.

describe('health pair', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close().catch(() => undefined);
  });

  it('is alive and ready while the database answers, and not ready once it is gone', async () => {
    const get = async (p: string) => {
      const res = await fetch(`${api.origin}${p}`);
      return { status: res.status, body: await res.json() };
    };
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/ready')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok' } },
    });

    await api.db.destroy();
    const started = Date.now();
    expect(await get('/ready')).toEqual({
      status: 503,
      body: { status: 'not_ready', checks: { database: 'down' } },
    });
    expect(Date.now() - started).toBeLessThan(2_500);
    // liveness never looks at the database, so a database outage restarts nothing
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('shutdown delay', () => {
  it('says not ready but keeps serving for shutdownDelayMs, then refuses new connections', async () => {
    const api = await startTestApi({ shutdownDelayMs: 600 });
    try {
      const closing = api.close();
      const ready = await fetch(`${api.origin}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      // a request that reaches it during the delay is still answered, on a connection it then closes
      const games = await fetch(`${api.url}/games`);
      expect(games.status).toBe(200);
      expect(games.headers.get('connection')).toBe('close');
      await closing;
      await expect(fetch(`${api.origin}/health`)).rejects.toThrow();
    } finally {
      await removeTestData(api);
    }
  });
});

describe('access log', () => {
  it('writes request id, method, route pattern, status and latency, and never the token', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    // the log does not depend on the engine: a throw-away PGlite
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-log-'));
    const api = await startCasinoApi({
      port: 0,
      dataDir,
      log: () => undefined,
      jobIntervalMs: 0,
      logger: createLogger('info', sink),
    });
    try {
      const login = await fetch(`${api.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'bff-req-0001' },
        body: new URLSearchParams({ phone: demo.phone, password: demo.password }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      expect(login.headers.get('x-request-id')).toBe('bff-req-0001');
      await fetch(`${api.url}/customers/profile`, { headers: { authorization: `Bearer ${token}` } });

      expect(lines).toEqual([
        expect.objectContaining({
          service: 'casino-api',
          requestId: 'bff-req-0001',
          method: 'POST',
          route: '/api/login',
          status: 200,
          ms: expect.any(Number),
        }),
        expect.objectContaining({
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          method: 'GET',
          route: '/api/customers/profile',
          status: 200,
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain(token);
    } finally {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
