import http from 'node:http';
import { loadavg } from 'node:os';
import { memberCookie } from './site';

/*
 * Login under load (docs/performance.md): CONCURRENT logins (default 200) sent at once through the BFF,
 * the demo member's correct password each time, while another member reads their profile every 100 ms.
 * Reports the logins' p50/max and status counts, the other member's worst wait, and the host's 1-minute
 * load average when the burst began (other work on the box slows every figure). Before it: one
 * uncounted burst of logins that warms the path up, then CONCURRENT GETs at once to the bare route
 * handler /lobby/api/health (best of 3), what Next and this client cost for that many requests on this
 * host with no work of ours, so the login figure can be read against the host. Part of
 * `npm run bench` (phase A); on its own against a running product:
 *
 *   npx tsx scripts/bench/login-burst.ts http://127.0.0.1:3160 [concurrent]
 *
 * (run the product with RATE_LIMIT_MULTIPLIER large enough, or the per-address login limits answer 429
 * for most of the burst, which is what they are for.)
 *
 * The client is node:http, each burst on fresh connections (an agent of its own, closed after it). It
 * shares the host's cores with the product, and Node's fetch spent about 0.8 s of CPU sending 200
 * requests on a 2-core host where node:http spends about 0.3 s: the difference was taken from the site
 * and the Casino API while they answered.
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
const sortedMs = (sent: Sent[]) => sent.map((r) => r.ms).sort((a, b) => a - b);

interface Sent {
  ms: number;
  status: string;
}

function send(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, body?: string): Promise<Sent> {
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - t, status: String(res.statusCode) }));
      res.on('error', (e) => resolve({ ms: performance.now() - t, status: `error ${e.message}` }));
    });
    req.on('error', (e) => resolve({ ms: performance.now() - t, status: `error ${e.message}` }));
    req.end(body);
  });
}

/** CONCURRENT requests at once on fresh connections; the agent is closed afterwards. */
async function burst(concurrent: number, request: (agent: http.Agent) => Promise<Sent>): Promise<Sent[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    return await Promise.all(Array.from({ length: concurrent }, () => request(agent)));
  } finally {
    agent.destroy();
  }
}

async function bareBurst(origin: string, concurrent: number): Promise<number> {
  const url = new URL('/lobby/api/health', origin);
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    best = Math.min(best, percentile(sortedMs(await burst(concurrent, (agent) => send(agent, url, 'GET', {}))), 0.5));
  }
  return Math.round(best);
}

export async function loginBurst(origin: string, concurrent = 200): Promise<LoginBurst> {
  const login = new URL('/lobby/api/login', origin);
  const body = JSON.stringify({ phone: '0812345678', password: 'Demo1234' });
  const headers = { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' };
  // One burst first, not counted: the login path's first 200 runs in a fresh process include compiling
  // it, as the throughput figures are also taken after a warm-up (throughput.ts).
  await burst(concurrent, (agent) => send(agent, login, 'POST', headers, body));
  const bareP50Ms = await bareBurst(origin, concurrent);
  const other = await memberCookie(origin, '0812345678', 'Demo1234');
  const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
  let watching = true;
  let otherMemberMaxMs = 0;
  const watcherAgent = new http.Agent({ keepAlive: true });
  const profile = new URL('/lobby/api/customers/profile', origin);
  const watcher = (async () => {
    while (watching) {
      const { ms } = await send(watcherAgent, profile, 'GET', { cookie: other, accept: 'application/json' });
      otherMemberMaxMs = Math.max(otherMemberMaxMs, ms);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const results = await burst(concurrent, (agent) => send(agent, login, 'POST', headers, body));
  watching = false;
  await watcher;
  watcherAgent.destroy();
  const times = sortedMs(results);
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
