import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { memberCookie } from './site';

/*
 * Login under load (docs/performance.md): CONCURRENT logins (default 200) sent at once through the BFF,
 * the demo member's correct password each time, while another member reads their profile every 100 ms.
 * Reports the logins' p50/max and status counts, the other member's worst wait, and the host's 1-minute
 * load average when the burst began (other work on the box slows every figure). Just before, the same
 * client sends CONCURRENT GETs at once to the bare route handler /lobby/api/health (best of 3): what Next
 * and this client cost for that many requests on this host with no work of ours, so the login figure
 * can be read against the host (on a slow 2-core host that floor alone was 0.7-1.4 s). Part of
 * `npm run bench` (phase A); on its own against a running product:
 *
 *   npx tsx scripts/bench/login-burst.ts http://127.0.0.1:3160 [concurrent]
 *
 * (run the product with RATE_LIMIT_MULTIPLIER large enough, or the per-address login limits answer 429
 * for most of the burst, which is what they are for.)
 */

export interface LoginBurst {
  concurrent: number;
  p50Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  otherMemberMaxMs: number;
  loadAverage: number;
  /** p50 of CONCURRENT GETs at once to the bare route handler, best of 3 bursts. */
  bareP50Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/*
 * In a process of its own, so its connections are gone before the logins open theirs (a warm pool would
 * make the login burst cheaper than the one measured before this floor existed).
 */
const BARE_BURST = `
const [origin, n] = process.argv.slice(1);
const one = async () => { const t = performance.now(); await fetch(origin + '/lobby/api/health').then((r) => r.text()); return performance.now() - t; };
(async () => {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const times = (await Promise.all(Array.from({ length: Number(n) }, one))).sort((a, b) => a - b);
    best = Math.min(best, times[Math.floor(times.length / 2)]);
  }
  console.log(Math.round(best));
})();`;

async function bareBurst(origin: string, concurrent: number): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', BARE_BURST, origin, String(concurrent)]);
  return Number(stdout.trim());
}

export async function loginBurst(origin: string, concurrent = 200): Promise<LoginBurst> {
  const bareP50Ms = await bareBurst(origin, concurrent);
  const other = await memberCookie(origin, '0812345678', 'Demo1234');
  const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
  let watching = true;
  let otherMemberMaxMs = 0;
  const watcher = (async () => {
    while (watching) {
      const t = performance.now();
      await fetch(`${origin}/lobby/api/customers/profile`, { headers: { cookie: other, accept: 'application/json' } }).then((r) => r.text());
      otherMemberMaxMs = Math.max(otherMemberMaxMs, performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const one = async () => {
    const t = performance.now();
    try {
      const res = await fetch(`${origin}/lobby/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ phone: '0812345678', password: 'Demo1234' }),
      });
      await res.text();
      return { ms: performance.now() - t, status: String(res.status) };
    } catch (e) {
      return { ms: performance.now() - t, status: `error ${(e as Error).message}` };
    }
  };
  const results = await Promise.all(Array.from({ length: concurrent }, one));
  watching = false;
  await watcher;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return { concurrent, p50Ms: Math.round(percentile(times, 0.5)), maxMs: Math.round(times.at(-1)!), statuses, otherMemberMaxMs: Math.round(otherMemberMaxMs), loadAverage, bareP50Ms };
}

if (require.main === module) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
  loginBurst(origin, Number(process.argv[3] ?? 200)).then(
    (r) => console.log(JSON.stringify(r)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
