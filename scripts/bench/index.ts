import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract } from '../../lib/casino/contract';
import { budgets } from './budgets';
import { buildFloor, startFloor } from './floor';
import { kB, type JsSize } from './first-load-js';
import { loginBurst, type LoginBurst } from './login-burst';
import { hostThaiFonts, lighthouseMedians, type LighthouseFigures } from './lighthouse';
import { openLoop, type LatencySummary } from './open-loop';
import { peakRssMb, pidOnPort, root, startProduct, waitFor, type Started } from './processes';
import { anArticlePath, getText, memberCookie, servedFirstLoad } from './site';
import { STAND_IN_TOKEN, standInLogin, standInProfile } from './stand-in-upstream';
import { startStaticCopy } from './static-copy';
import { saturated, type Throughput } from './throughput';
import { FLOOR_TOUCH, FIRST_TAPS, memberHomeMedians, touchMedians, type MemberHomeFigures, type TouchFigures } from './touch';

/*
 * `npm run bench` (docs/performance.md): build once, start the product through scripts/start.ts, warm up,
 * measure, print a table with every budget, write bench/results.json (the previous run is kept
 * as bench/results.previous.json). Phases run one after another so they do not share the CPU:
 *   A. the product with the reference Casino API: first-load JS, Lighthouse (with the floor page and
 *      each page's static copy), touches on a phone at 4× CPU, saturated throughput;
 *   B. two site processes in front of a stand-in upstream with a fixed 20 ms latency: the BFF's
 *      own latency over the direct upstream call at fixed rates;
 *   C. the reference Casino API alone at 500 req/s (scripts/bench-casino-api.ts).
 */

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const SITE_PORT = num('BENCH_SITE_PORT', 3300);
const API_PORT = num('BENCH_API_PORT', 4300);
const SECONDS = num('BENCH_SECONDS', 10);
const LH_RUNS = num('BENCH_LIGHTHOUSE_RUNS', 5);
const TOUCH_RUNS = num('BENCH_TOUCH_RUNS', 5);
// e.g. BENCH_PHASES=B while working on the BFF; the full run (all three) is what docs/performance.md reports
const PHASES = (process.env.BENCH_PHASES ?? 'ABC').toUpperCase();
const UPSTREAM_DELAY_MS = 20;
const FLOOR_PORT = SITE_PORT + 3;
const STATIC_COPY_PORT = SITE_PORT + 4;
const STATIC_SUFFIX = ' (static copy)';
const STATIC = (page: string) => page + STATIC_SUFFIX;
const FLOOR = 'floor: minimal Next 16 page, same Thai hero';
const RATES = [100, 300, 600];
const tsxBin = path.join(root, 'node_modules', '.bin', 'tsx');
const started: Started[] = [];

const productEnv = (extra: Record<string, string | undefined>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    // the bench logs in and polls far faster than a person: the brute-force limits would refuse it
    RATE_LIMIT_MULTIPLIER: '100000',
    DEMO_AUTO_SETTLE_SECONDS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
  for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
  return env;
};

function log(line: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
}

function build() {
  const rebuild = process.argv.includes('--rebuild');
  buildFloor(rebuild, productEnv({}));
  if (!rebuild && existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    log(`using the existing build in ${distDir} (--rebuild to build again)`);
    return;
  }
  log(`next build into ${distDir}…`);
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env: productEnv({}), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build failed');
}

interface PhaseA {
  firstLoad: Record<string, JsSize>;
  lighthouse: { simulate: Record<string, LighthouseFigures>; devtools: Record<string, LighthouseFigures> } | null;
  touches: Record<string, TouchFigures> | null;
  memberHome: MemberHomeFigures | null;
  cachedPage: Throughput;
  nextPage: Throughput;
  floor: Throughput;
  logins: LoginBurst;
  rssMb: Record<string, number>;
}

async function phaseA(dataDir: string): Promise<PhaseA> {
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  log(`phase A: the product on :${SITE_PORT} with the reference Casino API on :${API_PORT} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  const product = startProduct(
    productEnv({ PORT: String(SITE_PORT), CASINO_API_PORT: String(API_PORT), DATA_DIR: dataDir, CASINO_API_URL: undefined, SESSION_SECRET: undefined }),
    'product',
  );
  started.push(product);
  await waitFor(`${origin}/lobby/api/health`, product);
  await waitFor(`http://127.0.0.1:${API_PORT}/api/site-info`);

  const cookie = await memberCookie(origin, '0812345678', 'Demo1234');
  const article = await anArticlePath(origin);
  const pages: Record<string, [string, Record<string, string>]> = {
    home: ['/lobby', {}],
    promotion: ['/lobby/promotion', {}],
    article: [article, {}],
    login: ['/lobby/login', {}],
    'member lobby': ['/lobby/lobby', { cookie }],
  };
  log('warm-up: every page a few times');
  for (let i = 0; i < 3; i += 1) for (const [p, headers] of Object.values(pages)) await getText(origin + p, headers);

  const firstLoad: Record<string, JsSize> = {};
  for (const [name, [p, headers]] of Object.entries(pages)) firstLoad[name] = await servedFirstLoad(origin, p, headers);

  let lighthouse: PhaseA['lighthouse'] = null;
  let touches: PhaseA['touches'] = null;
  let memberHome: PhaseA['memberHome'] = null;
  if (LH_RUNS > 0 || TOUCH_RUNS > 0) {
    const floor = await startFloor(FLOOR_PORT, productEnv({}));
    started.push(floor);
    if (LH_RUNS > 0) {
      const publicPages = { home: '/lobby', promotion: '/lobby/promotion', article };
      const copy = await startStaticCopy(STATIC_COPY_PORT, origin, Object.values(publicPages));
      const live = Object.fromEntries(Object.entries(publicPages).map(([name, p]) => [name, origin + p]));
      const copies = Object.fromEntries(Object.entries(publicPages).map(([name, p]) => [STATIC(name), copy.url(p)]));
      log(`Thai system faces on this host (a phone has one): ${hostThaiFonts().slice(0, 3).join(', ')}`);
      log(`Lighthouse mobile, simulated throttling, ${LH_RUNS} runs each: home, promotion, ${article}, and the floor page`);
      const simulate = await lighthouseMedians({ ...live, [FLOOR]: floor.url }, LH_RUNS, 'simulate');
      log(`Lighthouse mobile, devtools throttling (slow 4G, 4× CPU really applied), ${LH_RUNS} runs each, with each page's static copy`);
      const devtools = await lighthouseMedians({ ...live, ...copies, [FLOOR]: floor.url }, LH_RUNS, 'devtools');
      lighthouse = { simulate, devtools };
      await copy.stop();
    }
    if (TOUCH_RUNS > 0) {
      log(`touches on a 360×740 phone at 4× CPU, the demo member signed in, ${TOUCH_RUNS} runs each, with the floor's dialog`);
      touches = await touchMedians(origin, cookie, floor.url, TOUCH_RUNS);
      log(`the member home until credit and panel show, and the guest home's LCP, slow 4G and 4× CPU, ${TOUCH_RUNS} runs each`);
      memberHome = await memberHomeMedians(origin, cookie, TOUCH_RUNS);
    }
    await floor.stop();
  }

  log(`autocannon 50 connections, ${SECONDS} s each: the cached home page, the same past the page cache, then /lobby/api/health (framework floor)`);
  const cachedPage = await saturated(`${origin}/lobby`, SECONDS);
  // any cookie but the locale one sends a request past the site's page cache (lib/ops/page-cache.ts)
  // to Next's own cached answer, which is what a member's request for a public page costs
  const nextPage = await saturated(`${origin}/lobby`, SECONDS, ['cookie=bench=1']);
  const floor = await saturated(`${origin}/lobby/api/health`, SECONDS);

  log('200 logins at once through the BFF, while another member reads their profile every 100 ms');
  const logins = await loginBurst(origin, 200);

  const rssMb = { 'site (phase A)': peakRssMb(pidOnPort(SITE_PORT)), 'casino API + launcher': peakRssMb(pidOnPort(API_PORT)) };
  await product.stop();
  return { firstLoad, lighthouse, touches, memberHome, cachedPage, nextPage, floor, logins, rssMb };
}

interface RateResult {
  rate: number;
  direct: LatencySummary;
  bff: LatencySummary;
}

async function phaseB(dataDir: string): Promise<{ rates: RateResult[]; rssMb: Record<string, number> }> {
  // the stand-in must answer what the real contract expects, or the BFF would be timing errors
  contract.profile.response.parse(standInProfile);
  contract.login.response.parse(standInLogin);
  const standInPort = API_PORT + 1;
  const sitePorts = [SITE_PORT + 1, SITE_PORT + 2];
  log(`phase B: stand-in upstream (${UPSTREAM_DELAY_MS} ms) on :${standInPort}, two site processes on :${sitePorts.join(', :')}`);
  const standIn = spawn(tsxBin, [path.join(__dirname, 'stand-in-upstream.ts'), String(standInPort), String(UPSTREAM_DELAY_MS)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  started.push({ child: standIn, stop: async () => void (standIn.pid && process.kill(-standIn.pid, 'SIGTERM')) });
  await new Promise((resolve) => standIn.once('message', resolve));

  const secret = randomBytes(32).toString('base64url');
  const sites = sitePorts.map((port, i) =>
    startProduct(
      // a production site as an operator runs it (lib/env/site.ts refuses test-only settings)
      productEnv({
        PORT: String(port),
        CASINO_API_URL: `http://127.0.0.1:${standInPort}/api`,
        SESSION_SECRET: secret,
        SITE_URL: 'https://bench.example.com',
        RATE_LIMIT_MULTIPLIER: undefined,
        DATA_DIR: path.join(dataDir, `site-${i}`),
        // e.g. '--require /tmp/profile.cjs', a preload that runs node:inspector's Profiler, to see where a
        // site process spends its time (Node 20 refuses --cpu-prof in NODE_OPTIONS)
        NODE_OPTIONS: process.env.BENCH_SITE_NODE_OPTIONS,
      }),
      `site :${port}`,
    ),
  );
  started.push(...sites);
  await Promise.all(sitePorts.map((port, i) => waitFor(`http://127.0.0.1:${port}/lobby/api/health`, sites[i])));

  // One login per site process: each keeps its session records in its own embedded store unless REDIS_URL
  // is set (docs/security.md, "Sessions"), so a cookie from one process is refused by the other.
  const cookies = await Promise.all(sitePorts.map((port) => memberCookie(`http://127.0.0.1:${port}`, '0812345678', 'Demo1234')));
  const bffTargets = sitePorts.map((port, i) => ({
    url: `http://127.0.0.1:${port}/lobby/api/customers/profile`,
    headers: { cookie: cookies[i]!, accept: 'application/json' },
  }));
  const directTargets = [{ url: `http://127.0.0.1:${standInPort}/api/customers/profile`, headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, accept: 'application/json' } }];

  log('warm-up: 4 s at 300 req/s through the BFF');
  await openLoop(bffTargets, 300, 4);
  const rates: RateResult[] = [];
  for (const rate of RATES) {
    log(`${rate} req/s for ${SECONDS} s: direct to the stand-in, then through the BFF`);
    const direct = await openLoop(directTargets, rate, SECONDS);
    const bff = await openLoop(bffTargets, rate, SECONDS);
    rates.push({ rate, direct, bff });
  }
  const rssMb: Record<string, number> = {};
  for (const port of sitePorts) rssMb[`site :${port} (phase B)`] = peakRssMb(pidOnPort(port));
  await Promise.all(sites.map((s) => s.stop()));
  standIn.kill('SIGTERM');
  return { rates, rssMb };
}

interface CasinoApiFigures {
  engine: string;
  rate: number;
  p50: number;
  p99: number;
  ok: number;
  requests: number;
  errors: Record<string, number>;
}

async function phaseC(dataDir: string): Promise<CasinoApiFigures> {
  log(`phase C: the reference Casino API's profile at 500 req/s for ${SECONDS} s (scripts/bench-casino-api.ts)`);
  const out = path.join(dataDir, 'casino-api.json');
  const r = spawnSync(tsxBin, [path.join(root, 'scripts', 'bench-casino-api.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_RATE: '500', BENCH_SECONDS: String(SECONDS), BENCH_JSON_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('bench-casino-api failed');
  return JSON.parse(readFileSync(out, 'utf8')) as CasinoApiFigures;
}

interface Row {
  measure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}

function rows(a: PhaseA | undefined, b: Awaited<ReturnType<typeof phaseB>> | undefined, c: CasinoApiFigures | undefined): Row[] {
  const out: Row[] = [];
  if (a) out.push(...phaseARows(a));
  if (b) out.push(...phaseBRows(b));
  if (c) out.push(casinoApiRow(c));
  for (const [name, mb] of Object.entries({ ...a?.rssMb, ...b?.rssMb })) {
    out.push({ measure: `peak RSS ${name}`, value: `${Math.round(mb)} MB`, budget: `≤ ${budgets.rssMbPerProcess} MB`, pass: mb <= budgets.rssMbPerProcess });
  }
  return out;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

function phaseARows(a: PhaseA): Row[] {
  const out: Row[] = [];
  for (const [name, size] of Object.entries(a.firstLoad)) {
    const budgetKb = name === 'member lobby' ? budgets.memberLobbyFirstLoadGzipKb : ['home', 'promotion', 'article'].includes(name) ? budgets.publicFirstLoadGzipKb : undefined;
    out.push({
      measure: `first-load JS ${name}`,
      value: `${kB(size.gzip).toFixed(1)} kB gzip, ${kB(size.brotli).toFixed(1)} kB br (${size.files} files)`,
      budget: budgetKb ? `≤ ${budgetKb} kB gzip` : '',
      pass: budgetKb ? kB(size.gzip) <= budgetKb : null,
    });
  }
  if (a.lighthouse) out.push(...lighthouseRows(a.lighthouse));
  if (a.touches) out.push(...touchRows(a.touches));
  if (a.memberHome) out.push(memberHomeRow(a.memberHome));
  const share = a.cachedPage.reqPerSec / a.floor.reqPerSec;
  out.push({ measure: 'bare route handler /api/health (floor)', value: `${Math.round(a.floor.reqPerSec)} req/s (p99 ${a.floor.p99Ms} ms)`, budget: '', pass: null });
  out.push({
    measure: 'cached public page /lobby',
    value: `${Math.round(a.cachedPage.reqPerSec)} req/s = ${(share * 100).toFixed(0)} % of floor`,
    budget: `≥ ${budgets.cachedPageShareOfFloor * 100} % of floor`,
    pass: share >= budgets.cachedPageShareOfFloor && a.cachedPage.non2xx === 0,
  });
  out.push({
    measure: 'the same page past the page cache (Next.js ISR)',
    value: `${Math.round(a.nextPage.reqPerSec)} req/s = ${((a.nextPage.reqPerSec / a.floor.reqPerSec) * 100).toFixed(0)} % of floor`,
    budget: '',
    pass: null,
  });
  const l = a.logins;
  const serverErrors = Object.entries(l.statuses).filter(([status]) => !/^[1-4]\d\d$/.test(status));
  out.push({
    measure: `${l.concurrent} concurrent logins via BFF`,
    value: `p50 ${l.p50Ms} ms, max ${l.maxMs} ms; ${Object.entries(l.statuses).map(([k, v]) => `${k}×${v}`).join(' ')}; another member's profile waited ≤ ${l.otherMemberMaxMs} ms; load average ${l.loadAverage}; ${l.concurrent} GETs at once to the bare route handler: p50 ${l.bareP50Ms} ms (login = ${(l.p50Ms / l.bareP50Ms).toFixed(2)}×)`,
    budget: `p50 ≤ ${budgets.loginBurst200.p50Ms} ms, no 5xx`,
    pass: l.p50Ms <= budgets.loginBurst200.p50Ms && serverErrors.length === 0,
  });
  return out;
}

const secs = (v: number) => `${(v / 1000).toFixed(2)} s`;

function lighthouseRows({ simulate, devtools }: NonNullable<PhaseA['lighthouse']>): Row[] {
  const lh = budgets.lighthouse;
  const out: Row[] = [];
  const sf = simulate[FLOOR]!;
  const df = devtools[FLOOR]!;
  for (const [name, f] of Object.entries(simulate)) {
    const floor = name === FLOOR;
    out.push({
      measure: `Lighthouse simulated ${name} (median of ${f.runs})`,
      value: `score ${f.score}, FCP ${secs(f.fcpMs)}, LCP ${secs(f.lcpMs)}, TBT ${Math.round(f.tbtMs)} ms${floor ? '' : ` = ${(f.tbtMs / sf.tbtMs).toFixed(2)}× floor`}, CLS ${f.cls.toFixed(3)} (CPU benchmark index ${Math.round(f.benchmarkIndex)})`,
      budget: floor ? '' : `score ≥ ${sf.score - lh.simulatedScoreBelowFloor}, TBT ≤ ${lh.simulatedTbtOfFloor}× floor, CLS ≤ ${lh.cls}`,
      pass: floor ? null : f.score >= sf.score - lh.simulatedScoreBelowFloor && f.tbtMs <= lh.simulatedTbtOfFloor * sf.tbtMs && f.cls <= lh.cls,
    });
  }
  for (const [name, f] of Object.entries(devtools)) {
    const floor = name === FLOOR;
    const staticCopy = name.endsWith(STATIC_SUFFIX);
    const copy = devtools[STATIC(name)];
    const ofFloor = f.lcpMs / df.lcpMs;
    const ofCopy = copy ? f.lcpMs / copy.lcpMs : NaN;
    const judged = !floor && !staticCopy && copy !== undefined;
    out.push({
      measure: `Lighthouse devtools-throttled ${name} (median of ${f.runs})`,
      value: `FCP ${secs(f.fcpMs)}, LCP ${secs(f.lcpMs)}${judged ? ` = ${ofCopy.toFixed(2)}× its static copy, ${ofFloor.toFixed(2)}× floor` : ''}, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}`,
      budget: judged ? `LCP ≤ ${lh.devtoolsLcpOfStaticCopy}× static copy, CLS ≤ ${lh.cls}` : '',
      pass: judged ? ofCopy <= lh.devtoolsLcpOfStaticCopy && f.cls <= lh.cls : null,
    });
  }
  return out;
}

function touchRows(touches: Record<string, TouchFigures>): Row[] {
  const t = budgets.touches;
  const floor = touches[FLOOR_TOUCH];
  return Object.entries(touches).map(([name, f]) => {
    const isFloor = name === FLOOR_TOUCH;
    const limit = FIRST_TAPS.includes(name) ? t.firstTapsMs : t.longestEventMs;
    return {
      measure: `touch at 4× CPU: ${name} (median of ${f.runs})`,
      value: `longest event ${Math.round(f.longestEventMs)} ms${floor && !isFloor ? ` = ${(f.longestEventMs / floor.longestEventMs).toFixed(2)}× floor` : ''}, visible after ${Math.round(f.visibleMs)} ms`,
      budget: isFloor ? '' : `longest event ≤ ${limit} ms${limit > t.goalMs ? ` (goal ${t.goalMs})` : ''}`,
      pass: isFloor ? null : f.longestEventMs <= limit,
    };
  });
}

function memberHomeRow(h: MemberHomeFigures): Row {
  const ratio = h.memberCreditMs / h.guestLcpMs;
  return {
    measure: `member home, slow 4G and 4× CPU (median of ${h.runs})`,
    value: `credit visible ${secs(h.memberCreditMs)} = ${ratio.toFixed(2)}× the guest home's LCP (${secs(h.guestLcpMs)}), member panel ${secs(h.memberPanelMs)}`,
    budget: `credit ≤ ${budgets.memberCreditOfGuestLcp}× guest LCP`,
    pass: ratio <= budgets.memberCreditOfGuestLcp,
  };
}

function phaseBRows(b: Awaited<ReturnType<typeof phaseB>>): Row[] {
  const out: Row[] = [];
  for (const { rate, direct, bff } of b.rates) {
    const add50 = bff.p50 - direct.p50;
    const add99 = bff.p99 - direct.p99;
    const errs = Object.entries(bff.errors).map(([k, v]) => `${k}×${v}`).join(' ');
    let budget = '';
    let pass: boolean | null = null;
    if (rate === 300) {
      budget = `+≤ ${budgets.bffAddedAt300.p50Ms} ms p50, +≤ ${budgets.bffAddedAt300.p99Ms} ms p99`;
      pass = add50 <= budgets.bffAddedAt300.p50Ms && add99 <= budgets.bffAddedAt300.p99Ms && bff.ok === bff.requests;
    }
    out.push({
      measure: `profile via BFF @ ${rate}/s (2 processes)`,
      value: `p50 ${ms(bff.p50)} (+${add50.toFixed(1)}), p99 ${ms(bff.p99)} (+${add99.toFixed(1)}); direct p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)}${errs ? `; ${errs}` : ''}`,
      budget,
      pass,
    });
  }
  return out;
}

function casinoApiRow(c: CasinoApiFigures): Row {
  return {
    measure: `Casino API profile @ ${c.rate}/s (${c.engine})`,
    value: `p50 ${ms(c.p50)}, p99 ${ms(c.p99)}, ${c.ok}/${c.requests} ok`,
    budget: '',
    pass: null,
  };
}

export function markdownTable(list: Row[]): string {
  const mark = (p: boolean | null) => (p === null ? '' : p ? 'pass' : '**FAIL**');
  return ['| measure | value | budget | |', '|---|---|---|---|', ...list.map((r) => `| ${r.measure} | ${r.value} | ${r.budget} | ${mark(r.pass)} |`)].join('\n');
}

async function main() {
  const began = Date.now();
  build();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-'));
  try {
    const a = PHASES.includes('A') ? await phaseA(dataDir) : undefined;
    const b = PHASES.includes('B') ? await phaseB(dataDir) : undefined;
    const c = PHASES.includes('C') ? await phaseC(dataDir) : undefined;
    const table = rows(a, b, c);
    const load = os.loadavg().map((v) => v.toFixed(1)).join(' ');
    const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load average ${load}`;
    console.log(`\n${markdownTable(table)}\n\n${machine}; ${Math.round((Date.now() - began) / 1000)} s in all`);
    const failed = table.filter((r) => r.pass === false);
    console.log(failed.length ? `${failed.length} budget(s) missed.` : 'All budgets pass.');

    // a partial run is for working on one phase; it must not replace the last full result
    const dir = path.join(root, 'bench', PHASES === 'ABC' ? '' : 'partial');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'results.json');
    if (existsSync(file)) copyFileSync(file, path.join(dir, 'results.previous.json'));
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine, seconds: SECONDS, table, phaseA: a, phaseB: b, casinoApi: c }, null, 2)}\n`);
    log(`results in ${path.relative(root, file)}${existsSync(path.join(dir, 'results.previous.json')) ? ` (previous run: ${path.relative(root, path.join(dir, 'results.previous.json'))})` : ''}`);
  } finally {
    await Promise.all(started.map((s) => s.stop().catch(() => undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await Promise.all(started.map((s) => s.stop().catch(() => undefined)));
  process.exit(1);
});
