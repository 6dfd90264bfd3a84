import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newReferralKey } from '../casino-api/services/customers';
import { hashPassword } from '../casino-api/services/passwords';
import { hashToken } from '../casino-api/services/tokens';
import { startCasinoApi } from '../casino-api/start';

/*
 * `npm run bench:casino-api`: GET /api/customers/profile — what every member polls (spec §4, §9:
 * every 5-10 s) — for BENCH_MEMBERS members (500) at a fixed open-loop rate (BENCH_RATE 500/s for
 * BENCH_SECONDS 20 s). Requests leave on schedule whatever the answers do, so a slow server shows
 * as latency, not as a politely lower rate; latency counts from the scheduled send time. The API
 * runs in a child process (its own event loop, as in production) on PostgreSQL with DATABASE_URL
 * (a throw-away schema), else on PGlite in a temp directory. The client is Node's fetch (undici),
 * which keeps connections alive.
 */

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE = env('BENCH_RATE', 500);
const SECONDS = env('BENCH_SECONDS', 20);
const MEMBERS = env('BENCH_MEMBERS', 500);
const WARMUP_SECONDS = 3;
const databaseUrl = process.env.DATABASE_URL || undefined;

type Ready = { url: string; tokens: string[]; kind: string };

/** Child: the API with MEMBERS members, each with a deposit, two game rounds and a bearer token. */
async function serve(): Promise<void> {
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const api = await startCasinoApi({ port: 0, databaseUrl, schema, dataDir, log: () => undefined });
  const now = new Date();
  const passwordHash = await hashPassword('Bench1234'); // one hash: 500 scrypt runs would only slow the setup
  const customers = await api.db
    .insertInto('customers')
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        phone: `09${String(i).padStart(8, '0')}`,
        password_hash: passwordHash,
        username: `BN${String(i).padStart(6, '0')}`,
        bank: 'KBANK',
        account_number: `2${String(i).padStart(9, '0')}`,
        name: 'สมาชิก ทดสอบ',
        line: null,
        referral_key: newReferralKey(),
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const ids = customers.map((c) => c.id);
  const requests = await api.db
    .insertInto('requests')
    .values(
      ids.map((id) => ({
        customer_id: id,
        type: 'deposit' as const,
        amount_satang: 100_000,
        status: 'completed' as const,
        qr_payload: null,
        promotion_id: null,
        completed_at: now,
        created_at: now,
      })),
    )
    .returning(['id', 'customer_id'])
    .execute();
  await api.db
    .insertInto('ledger')
    .values(
      requests.flatMap((r) => [
        {
          customer_id: r.customer_id,
          amount_satang: 100_000,
          kind: 'deposit' as const,
          ref: `request:${r.id}`,
          created_at: now,
        },
        {
          customer_id: r.customer_id,
          amount_satang: -1_000,
          kind: 'bet' as const,
          ref: 'bench',
          created_at: now,
        },
        {
          customer_id: r.customer_id,
          amount_satang: 2_500,
          kind: 'win' as const,
          ref: 'bench',
          created_at: now,
        },
      ]),
    )
    .execute();
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const expires = new Date(now.getTime() + 3_600_000);
  await api.db
    .insertInto('access_tokens')
    .values(
      tokens.map((t, i) => ({
        token_hash: hashToken(t),
        kind: 'member' as const,
        customer_id: ids[i]!,
        phone: null,
        expires_at: expires,
        created_at: now,
      })),
    )
    .execute();
  process.send?.({ url: api.url, tokens, kind: databaseUrl ? 'PostgreSQL' : 'PGlite' } satisfies Ready);
  let mark = process.cpuUsage();
  process.on('message', async (command) => {
    // 'mark' starts the measured phase; 'stop' answers the API's CPU time since then and shuts down
    if (command === 'mark') {
      mark = process.cpuUsage();
      return;
    }
    const used = process.cpuUsage(mark);
    process.send?.({ cpuMs: (used.user + used.system) / 1000 });
    await api.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
    process.exit(0);
  });
}

interface Result {
  latencies: number[];
  ok: number;
  errors: Map<string, number>;
  lastEnd: number;
}

/** Issues rate × seconds requests on a fixed schedule, round-robin over the members' tokens. */
async function drive(ready: Ready, rate: number, seconds: number): Promise<Result & { start: number }> {
  const total = Math.round(rate * seconds);
  const result: Result = { latencies: [], ok: 0, errors: new Map(), lastEnd: 0 };
  const fail = (why: string) => result.errors.set(why, (result.errors.get(why) ?? 0) + 1);
  const inFlight = new Set<Promise<void>>();
  const start = performance.now() + 50;
  const one = async (i: number, due: number) => {
    try {
      const res = await fetch(`${ready.url}/customers/profile`, {
        headers: {
          authorization: `Bearer ${ready.tokens[i % ready.tokens.length]}`,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.status === 200) result.ok += 1;
      else fail(`HTTP ${res.status}`);
    } catch (error) {
      // fetch reports socket trouble as TypeError('fetch failed') with the system code in its cause
      const code = (error as { cause?: { code?: string } })?.cause?.code;
      fail(error instanceof Error ? `${error.name}${code ? ` (${code})` : ''}` : 'error');
    }
    result.lastEnd = performance.now();
    result.latencies.push(result.lastEnd - due);
  };
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const p = one(i, due);
    inFlight.add(p);
    void p.then(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  return { ...result, start };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  console.log(
    `Starting the reference Casino API (${databaseUrl ? 'PostgreSQL' : 'PGlite'}) with ${MEMBERS} members…`,
  );
  const child = fork(__filename, ['--serve'], { stdio: 'inherit' });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`API process exited with code ${code}`)));
  });
  console.log(
    `Warm-up ${WARMUP_SECONDS} s at ${RATE}/s, then ${SECONDS} s at ${RATE}/s of GET /api/customers/profile`,
  );
  await drive(ready, RATE, WARMUP_SECONDS);
  child.send('mark');
  const r = await drive(ready, RATE, SECONDS);
  const cpu = new Promise<{ cpuMs: number }>((resolve) =>
    child.once('message', (m) => resolve(m as { cpuMs: number })),
  );
  child.send('stop');
  const { cpuMs } = await cpu;
  const sorted = r.latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\nEngine:      ${ready.kind}, Node ${process.version}, ${os.cpus().length} CPUs (client and API on one machine)`,
  );
  console.log(
    `Offered:     ${RATE} req/s for ${SECONDS} s (${sorted.length} requests, open loop, ${MEMBERS} members)`,
  );
  console.log(`Achieved:    ${((r.ok * 1000) / (r.lastEnd - r.start)).toFixed(1)} req/s answered 200`);
  console.log(
    `Latency:     p50 ${ms(percentile(sorted, 0.5))}, p90 ${ms(percentile(sorted, 0.9))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  // independent of other load on the machine: what one profile answer costs the API process
  console.log(
    `API CPU:     ${(cpuMs / 1000).toFixed(1)} s, ${(cpuMs / Math.max(r.ok, 1)).toFixed(2)} ms per answered request (Node process; PostgreSQL not included)`,
  );
  console.log(
    `Errors:      ${r.errors.size ? [...r.errors].map(([k, v]) => `${k} × ${v}`).join(', ') : 'none'}`,
  );
  // `npm run bench` runs this file and reads its figures from here
  if (process.env.BENCH_JSON_OUT) {
    const figures = {
      engine: ready.kind,
      rate: RATE,
      seconds: SECONDS,
      requests: sorted.length,
      ok: r.ok,
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? NaN,
      cpuMsPerRequest: cpuMs / Math.max(r.ok, 1),
      errors: Object.fromEntries(r.errors),
    };
    writeFileSync(process.env.BENCH_JSON_OUT, JSON.stringify(figures));
  }
  await new Promise((resolve) => child.once('exit', resolve));
}

(process.argv.includes('--serve') ? serve() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
