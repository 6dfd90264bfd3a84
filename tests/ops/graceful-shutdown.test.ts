import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPort,
  bff,
  connectionRefused,
  readyWhileDraining,
  refusedWithin,
  DEMO,
  describeIf,
  missingPrerequisites,
  pageProblems,
  sitePort,
  startApi,
  startProcess,
  waitReady,
  type Service,
} from './support';

/*
 * Graceful shutdown (docs/operations.md): SIGTERM during a burst of requests. Logins are the burst because
 * they are honestly slow (scrypt), so many are still running when the signal arrives. Every one of them
 * must complete with 2xx, a new connection must be refused while the rest drain, and the process must exit
 * 0.
 */

const BURST = 30;
jest.setTimeout(180_000);

interface Burst {
  results: Promise<number[]>;
  /** How many had answered when the signal went out. */
  doneAtSignal: number;
}

/** Fires `count` requests at once and sends SIGTERM as soon as the first one has answered. */
async function burstThenTerm(service: Service, count: number, send: () => Promise<number>): Promise<Burst> {
  let done = 0;
  const all = Array.from({ length: count }, () =>
    send().then(
      (status) => {
        done += 1;
        return status;
      },
      (e: unknown) => {
        done += 1;
        return `failed: ${String(e)}` as unknown as number;
      },
    ),
  );
  await Promise.race(all);
  const doneAtSignal = done;
  service.proc.kill('SIGTERM');
  return { results: Promise.all(all), doneAtSignal };
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ops-shutdown-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('reference Casino API (npm run casino-api)', () => {
  let api: Service;
  afterAll(async () => void (await api?.stop()));

  it('says not ready, finishes the logins in flight, then refuses new connections and exits 0', async () => {
    const port = apiPort(8);
    api = startApi('api', port, { DATA_DIR: freshDir() });
    await waitReady(api, `http://127.0.0.1:${port}/ready`);

    const login = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(DEMO).toString(),
      });
      await res.text();
      return res.status;
    };
    const burst = await burstThenTerm(api, BURST, login);
    // like the site, it keeps accepting for SHUTDOWN_DELAY_MS while saying it is not ready, so a
    // connection already on the wire is served instead of reset with the listening socket
    const ready = await readyWhileDraining(`http://127.0.0.1:${port}/ready`);
    const refused = await refusedWithin(port, 3_000);
    const statuses = await burst.results;

    expect(burst.doneAtSignal).toBeLessThan(BURST);
    expect(statuses).toEqual(Array(BURST).fill(200));
    expect(ready).toBe(503);
    expect(refused).toBe(true);
    expect(await api.exited).toBe(0);
  });
});

const needs = missingPrerequisites({ build: true });
describeIf(needs)('member site with its embedded API (npm start → standalone server)', () => {
  let tree: Service;
  afterAll(async () => void (await tree?.stop()));

  it('drains the site first, then the API, and exits 0', async () => {
    const port = sitePort(8);
    const upstreamPort = apiPort(7);
    tree = startProcess('npm start', ['--import', 'tsx', 'scripts/start.ts'], {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      // bound to loopback, as behind nginx (docs/operations.md, reverse proxy)
      SITE_HOST: '127.0.0.1',
      CASINO_API_PORT: String(upstreamPort),
      DATA_DIR: freshDir(),
      DEMO_AUTO_SETTLE_SECONDS: '0',
      // 30 logins from one address in a second is this test, not an attack
      RATE_LIMIT_MULTIPLIER: '50',
      LOG_LEVEL: 'warn',
    });
    await waitReady(tree, `http://127.0.0.1:${port}/lobby/api/ready`);
    expect(await pageProblems(port)).toEqual([]);

    const login = async () => (await bff(port, '/login', { body: DEMO })).status;
    const burst = await burstThenTerm(tree, BURST, login);
    // the site keeps serving for SHUTDOWN_DELAY_MS, saying it is not ready so load balancers
    // stop sending members, then refuses new connections
    // (the launcher passes the signal on, so the first probe may still beat it)
    const ready = await readyWhileDraining(`http://127.0.0.1:${port}/lobby/api/ready`);
    const refused = await refusedWithin(port, 3_000);
    const statuses = await burst.results;

    expect(burst.doneAtSignal).toBeLessThan(BURST);
    expect(statuses).toEqual(Array(BURST).fill(200));
    expect(ready).toBe(503);
    expect(refused).toBe(true);
    expect(await tree.exited).toBe(0);
    // the embedded API went down with it, after the site's requests were done
    expect(await connectionRefused(upstreamPort)).toBe(true);
  });
});
