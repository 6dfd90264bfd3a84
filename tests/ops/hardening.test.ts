import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPort,
  bff,
  DEMO,
  describeIf,
  missingPrerequisites,
  pageProblems,
  PORT_BASE,
  sitePort,
  startApi,
  startSite,
  waitReady,
  type Jar,
  type Service,
} from './support';

/*
 * A production site clients reach without a connection-limiting proxy in front (docs/operations.md,
 * connection limits), on a Redis of its own that this suite stops and starts again (docs/operations.md,
 * Redis). One reference API on PGlite, one standalone site bound to 127.0.0.1.
 */

jest.setTimeout(240_000);

const REDIS_PORT = PORT_BASE + 2000 + 30;
const PER_CLIENT = 64;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const reason = missingPrerequisites({ build: true }) ?? (hasRedisServer ? null : 'no redis-server on PATH');

describeIf(reason)('the site under idle connections and a Redis outage', () => {
  const site = sitePort(30);
  const api = apiPort(30);
  const services: Service[] = [];
  let redis: ChildProcess | undefined;
  let dataDir: string;
  let redisDir: string;

  /** Redis as an operator should run it for sessions: append-only file on, so a restart keeps them. */
  async function startRedis(): Promise<void> {
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(REDIS_PORT),
        '--bind',
        '127.0.0.1',
        '--appendonly',
        'yes',
        '--save',
        '',
        '--dir',
        redisDir,
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'])
          .stdout?.toString()
          .trim() === 'PONG'
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  }

  async function stopRedis(): Promise<void> {
    const exited = new Promise((r) => redis?.once('exit', r));
    // SHUTDOWN writes the append-only file out first, as a supervisor's SIGTERM does
    spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'shutdown']);
    await exited;
    redis = undefined;
  }

  /** A page's status, asked from a given source address. */
  function statusFrom(localAddress: string, pathname: string): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: site, path: pathname, localAddress, agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ops-hardening-'));
    redisDir = mkdtempSync(path.join(tmpdir(), 'ops-redis-'));
    await startRedis();
    const upstream = startApi('api', api, { DATA_DIR: dataDir });
    services.push(upstream);
    await waitReady(upstream, `http://127.0.0.1:${api}/ready`);
    const web = startSite('site', site, {
      CASINO_API_URL: `http://127.0.0.1:${api}/api`,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      DATA_DIR: dataDir,
      // no proxy in front: the site limits each address itself
      SITE_MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
      SITE_FIRST_BYTE_TIMEOUT_MS: '2000',
    });
    services.push(web);
    await waitReady(web, `http://127.0.0.1:${site}/lobby/api/ready`);
  });

  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    if (redis) await stopRedis();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(redisDir, { recursive: true, force: true });
  });

  it('serves its pages bound to 127.0.0.1', async () => {
    expect(await pageProblems(site)).toEqual([]);
  });

  it('keeps answering other clients while one address holds 1,000 sockets that send nothing, and closes them', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 1000 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect({ host: '127.0.0.1', port: site, localAddress: '127.0.0.1' });
            s.on('error', () => undefined);
            s.once('connect', () => resolve(s));
            s.once('close', () => resolve(s));
          }),
      ),
    );
    const started = Date.now();
    // another player (another loopback address as the source) is answered as usual
    expect(await statusFrom('127.0.0.2', '/lobby/promotion')).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
    await new Promise((r) => setTimeout(r, 500));
    // the site kept at most its per-address share of the idle ones
    expect(sockets.filter((s) => !s.destroyed && !s.closed).length).toBeLessThanOrEqual(PER_CLIENT);
    // and closed those too once they had sent nothing for SITE_FIRST_BYTE_TIMEOUT_MS
    await new Promise((r) => setTimeout(r, 3_000));
    expect(sockets.filter((s) => !s.closed).length).toBe(0);
    expect((await fetch(`http://127.0.0.1:${site}/lobby/promotion`)).status).toBe(200);
  });

  it('tells a member plainly while Redis is down, moves no money, and keeps their session once it is back', async () => {
    const jar: Jar = {};
    expect((await bff(site, '/login', { body: DEMO, jar })).status).toBe(200);
    const before = await bff(site, '/customers/profile', { jar });
    expect(before.status).toBe(200);
    const cookie = jar.cookie;

    await stopRedis();
    const during = await bff(site, '/customers/profile', { jar });
    // the translated "temporarily unavailable" (Errors.upstream_unavailable), not a sign-out
    expect(during.status).toBe(502);
    expect(during.body).toEqual(expect.objectContaining({ code: 'upstream_unavailable' }));
    expect(jar.cookie).toBe(cookie);
    const withdraw = await bff(site, '/requests/withdraw', {
      body: { amount: 100 },
      jar,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(withdraw.status).toBeGreaterThanOrEqual(500);

    await startRedis();
    const after = await bff(site, '/customers/profile', { jar });
    expect(after.status).toBe(200);
    expect(after.body.phone).toBe(DEMO.phone);
    // the withdrawal refused during the outage never reached the upstream
    expect(after.body.creditSatang).toBe(before.body.creditSatang);
  });
});
