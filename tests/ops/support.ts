import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { standaloneServer } from '../../scripts/standalone';

/*
 * The `ops` suite (docs/operations.md) runs the services as an operator does: real processes on real ports,
 * the standalone build of the site, signals. CI runs it after `next build` (.ci/run); ports come
 * from OPS_PORT_BASE (default 3301 for sites, +1000 for APIs) so it stays off other runs' ports.
 */

/** Environment of a child process (NODE_ENV is the child's own business, unlike in ProcessEnv). */
export type Env = Record<string, string | undefined>;

export const ROOT = path.resolve(__dirname, '..', '..');
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
export const PORT_BASE = Number(process.env.OPS_PORT_BASE || 3301);

/** nth site port (0-based); its API twin is the same plus 1000. */
export const sitePort = (n: number) => PORT_BASE + n;
export const apiPort = (n: number) => PORT_BASE + 1000 + n;

export const SESSION_SECRET = 'ops-suite-Q8v2-Zk1x-Pm7r-Lw4t-Hy6n-Bc3e';
export const DEMO = { phone: '0812345678', password: 'Demo1234' };

export interface Service {
  name: string;
  proc: ChildProcess;
  /** Everything it printed, for a failure message. */
  output(): string;
  /** Resolves with the exit code (or 128+signal) once the process is gone. */
  exited: Promise<number>;
  stop(): Promise<number>;
}

export function startProcess(name: string, args: string[], env: Env): Service {
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? 128 + (signal === 'SIGKILL' ? 9 : 15))),
  );
  return {
    name,
    proc,
    output: () => out,
    exited,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      const hard = setTimeout(() => proc.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(hard);
      return code;
    },
  };
}

/** The reference Casino API as `npm run casino-api` runs it (casino-api/server.ts). */
export function startApi(name: string, port: number, env: Env): Service {
  return startProcess(name, ['--import', 'tsx', 'casino-api/server.ts'], {
    ...baseEnv(),
    CASINO_API_PORT: String(port),
    CASINO_API_HOST: '127.0.0.1',
    OPERATOR_KEY: 'ops-suite-operator-key-7f3a9c21',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** The site as production runs it: `node <distDir>/standalone/server.js`, NODE_ENV=production. */
export function startSite(name: string, port: number, env: Env): Service {
  const server = standaloneServer(ROOT, DIST_DIR);
  if (!server) throw new Error(`no standalone build in ${DIST_DIR}`);
  return startProcess(name, [server], {
    ...baseEnv(),
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SESSION_SECRET,
    SITE_URL: 'https://lobby.example.com',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** Only what a process needs: the Jest worker's own variables (NODE_ENV=test…) stay out. */
function baseEnv(): Env {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: '1' };
}

/** Polls url until it answers 200, or fails with the service's output. */
export async function waitReady(service: Service, url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${service.name} did not become ready at ${url}:\n${service.output().slice(-3000)}`);
}

/** /ready's status once a signal has been sent: polled until it says 503 (10 tries, 50 ms apart). */
export async function readyWhileDraining(readyUrl: string): Promise<number> {
  let status = 0;
  for (let i = 0; i < 10 && status !== 503; i += 1) {
    status = (await fetch(readyUrl)).status;
    if (status !== 503) await new Promise((r) => setTimeout(r, 50));
  }
  return status;
}

/** Whether new connections are refused within `withinMs` (polled, as a load balancer would). */
export async function refusedWithin(port: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  do {
    if (await connectionRefused(port)) return true;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  return false;
}

/** Resolves true when a new TCP connection to the port is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

/** Why a suite cannot run here, or null. Synchronous, so it can choose describe or describe.skip. */
export function missingPrerequisites(needs: {
  build?: boolean;
  postgres?: boolean;
  redis?: boolean;
}): string | null {
  if (needs.build && !existsSync(path.join(ROOT, DIST_DIR, 'standalone', 'server.js'))) {
    return `no standalone build in ${DIST_DIR} (run \`npx next build\`, or set NEXT_DIST_DIR)`;
  }
  const ports = [needs.postgres && 5432, needs.redis && 6379].filter((p): p is number => Boolean(p));
  for (const port of ports) {
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `require('net').connect(${port},'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))`,
      ],
      {
        timeout: 3_000,
      },
    );
    if (probe.status !== 0)
      return `nothing listens on 127.0.0.1:${port} (${port === 5432 ? 'PostgreSQL' : 'Redis'})`;
  }
  return null;
}

export { describeIf } from '../describe-if';

export interface Jar {
  cookie?: string;
}

/** A JSON call to a site's BFF as a browser on that origin would make it. */
export async function bff(
  port: number,
  pathname: string,
  init: { body?: unknown; jar?: Jar; ip?: string; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions narrow the body
): Promise<{ status: number; body: any }> {
  const origin = `http://127.0.0.1:${port}`;
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.jar?.cookie) headers.cookie = init.jar.cookie;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = origin;
    headers['sec-fetch-site'] = 'same-origin';
  }
  const res = await fetch(`${origin}/lobby/api${pathname}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (init.jar) {
    const split = (pair: string): [string, string] => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ];
    const pairs = new Map((init.jar.cookie ?? '').split('; ').filter(Boolean).map(split));
    for (const c of res.headers.getSetCookie()) {
      const [name, value] = split(c.split(';')[0] ?? '');
      if (value) pairs.set(name, value);
      else pairs.delete(name);
    }
    init.jar.cookie = [...pairs].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: res.status, body };
}

/**
 * docs/operations.md, reverse proxy: a site bound to a loopback address, as behind nginx, serves its
 * pages (Thai, English, an RSC navigation, a guest's redirect to login) and not only its BFF; also
 * when the proxy says the client came over https. Returns what failed, empty when all is well.
 */
export async function pageProblems(port: number): Promise<string[]> {
  const origin = `http://127.0.0.1:${port}`;
  const problems: string[] = [];
  const expectPage = async (
    pathname: string,
    headers: Record<string, string>,
    check: (r: Response, body: string) => string | null,
  ) => {
    try {
      const res = await fetch(`${origin}${pathname}`, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const problem = check(res, await res.text());
      if (problem) problems.push(`${pathname} ${JSON.stringify(headers)}: ${problem}`);
    } catch (e) {
      problems.push(`${pathname}: ${String(e)}`);
    }
  };
  const html = (lang: string) => (r: Response, body: string) =>
    r.status !== 200
      ? `status ${r.status}`
      : !body.includes(`<html lang="${lang}"`)
        ? `not the ${lang} page`
        : cspViolations(body, r.headers.get('content-security-policy') ?? '').join('; ') || null;
  await expectPage('/lobby/promotion', {}, html('th'));
  await expectPage('/lobby/en', {}, html('en'));
  await expectPage('/lobby/cn/promotion', { 'x-forwarded-proto': 'https' }, html('zh-CN'));
  // the router's own cache-busting marker, as a client navigation sends it (Next answers a stale one with a redirect)
  await expectPage('/lobby/en/promotion?_rsc', { rsc: '1' }, (r, body) =>
    r.status !== 200
      ? `status ${r.status}`
      : !/^text\/x-component/.test(r.headers.get('content-type') ?? '')
        ? `not an RSC payload: ${r.headers.get('content-type')}`
        : body.length < 100
          ? 'empty RSC payload'
          : null,
  );
  await expectPage('/lobby/deposit', { 'x-forwarded-proto': 'https' }, (r) => {
    const location = r.headers.get('location');
    return r.status === 307 && location === '/lobby/login?next=%2Fdeposit'
      ? null
      : `status ${r.status}, location ${location}`;
  });
  return problems;
}

/**
 * The page's scripts that its own Content-Security-Policy would block (docs/security.md, CSP): with
 * 'strict-dynamic' every script needs the nonce (or an inline one its hash); without, an inline
 * script needs its hash and a file must be the site's own.
 */
export function cspViolations(html: string, csp: string): string[] {
  const tokens = (/(?:^|;)\s*script-src ([^;]+)/.exec(csp)?.[1] ?? '').trim().split(/\s+/);
  if (tokens.length === 0 || tokens[0] === '') return ['no script-src'];
  const nonce = tokens.find((t) => t.startsWith("'nonce-"))?.slice(7, -1);
  const hashes = new Set(tokens.filter((t) => t.startsWith("'sha256-")).map((t) => t.slice(8, -1)));
  const strictDynamic = tokens.includes("'strict-dynamic'");
  const violations: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // a data block (JSON-LD) is not run, and no CSP applies to it
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !/javascript|module/i.test(type)) continue;
    const src = /\bsrc="([^"]*)"/.exec(attrs)?.[1];
    const hasNonce =
      nonce !== undefined && new RegExp(`\\bnonce="${nonce.replace(/[+/=]/g, '\\$&')}"`).test(attrs);
    const hashed = !src && hashes.has(createHash('sha256').update(body).digest('base64'));
    const allowed = strictDynamic
      ? hasNonce || hashed
      : hasNonce || hashed || (src !== undefined && src.startsWith('/') && tokens.includes("'self'"));
    if (!allowed)
      violations.push(src ? `script ${src} blocked` : `inline script blocked: ${body.slice(0, 60)}`);
  }
  return violations;
}
