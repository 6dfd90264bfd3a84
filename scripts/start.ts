// first: the .env files (scripts/env-files.ts), then libuv's thread pool size (casino-api/threadpool.ts)
import './env-files';
import '../casino-api/threadpool';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passkeyConfig } from '../casino-api/config';
import { checkPortFree, PortInUseError } from '../casino-api/port';
import { startCasinoApi } from '../casino-api/start';
import { formatProblems } from '../lib/env/define';
import { DEMO_OPERATOR_KEY, launcherEnv } from '../lib/env/launcher';
import { siteProductionProblems } from '../lib/env/site';
import { buildMessage, buildState } from './start-checks';
import { standaloneServer } from './standalone';

/*
 * `npm start` / `npm run dev`: the whole product from a fresh clone with no configuration
 * (docs/architecture.md §1, §7). With no CASINO_API_URL it starts the reference Casino API on loopback
 * with demo data and a session secret kept under DATA_DIR; with one, it only starts the site
 * and insists on a real SESSION_SECRET.
 */

const dev = process.argv.includes('--dev');
const root = path.resolve(__dirname, '..');
const settings = readSettings();
const dataDir = path.resolve(root, settings.DATA_DIR);
const port = settings.PORT;
const siteUrl = settings.SITE_URL ?? `http://localhost:${port}`;
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SITE_DRAIN_LIMIT_MS = settings.SHUTDOWN_GRACE_MS + 5_000;

/** The launcher's own variables (lib/env/launcher.ts); one that does not parse stops it, all listed. */
function readSettings() {
  const problems = launcherEnv.problems();
  if (problems.length > 0) fail(formatProblems('npm start', problems, false));
  return launcherEnv.read();
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  // the site's own variables pass through unread: it checks them itself (lib/env/site.ts)
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // Both ports before anything starts: a busy one is one line naming the variable (casino-api/port.ts).
  const sitePortBusy = await checkPortFree(port, settings.SITE_HOST, 'PORT');
  if (sitePortBusy) fail(sitePortBusy);
  // A missing build, or one older than the code, is built (again) below; said first, with how long.
  const distDir = settings.NEXT_DIST_DIR;
  const build = dev ? null : buildMessage(buildState(root, distDir));
  if (build) console.log(build);
  let api: Awaited<ReturnType<typeof startCasinoApi>> | undefined;

  if (!settings.CASINO_API_URL) {
    api = await startCasinoApi({
      port: settings.CASINO_API_PORT,
      dataDir,
      // the launcher's own screen: its start-up line is for the person who ran `npm start`
      log: (line) => console.log(line),
      databaseUrl: settings.DATABASE_URL,
      poolSize: settings.DATABASE_POOL_SIZE,
      // The demo's staff API, so a visitor can settle their own deposit (casino-api/README.md, operator API).
      config: {
        operatorKey: settings.OPERATOR_KEY ?? DEMO_OPERATOR_KEY,
        otpBypass: settings.OTP_BYPASS,
        // In the demo a deposit settles by itself, so a visitor can walk the flow alone
        // (casino-api/README.md).
        demoAutoSettleSeconds: settings.DEMO_AUTO_SETTLE_SECONDS,
        // The site reads its name, contact link and referral prefix from the upstream's site info
        // (spec §3, lib/site-info.ts): the embedded upstream answers with this site's own settings.
        site: {
          name: settings.SITE_NAME,
          line: settings.CONTACT_URL,
          referral: `${siteUrl.replace(/\/+$/, '')}/lobby/ref?id=`,
        },
        // Passkeys belong to this site's host; its own origin is the one allowed to carry a ceremony.
        passkeys: passkeyConfig(settings, siteUrl),
      },
    });
    env.CASINO_API_URL = api.url;
    env.DEMO = 'true';
    env.SESSION_SECRET = settings.SESSION_SECRET ?? demoSecret();
  } else if (!dev) {
    // A real upstream: this is production (docs/operations.md), with the same check the server repeats.
    const problems = siteProductionProblems({ ...env, NODE_ENV: 'production' });
    if (problems.length > 0) fail(formatProblems('The member site', problems));
  } else if (!settings.SESSION_SECRET) {
    fail(
      'SESSION_SECRET (at least 32 characters) is required when CASINO_API_URL points at a real upstream.',
    );
  }

  if (build) {
    // Not spawnSync: the embedded API lives in this process and must answer the build's catalogue
    // requests (lib/games), which a blocked event loop would leave to time out.
    const status = await new Promise<number | null>((resolve) =>
      spawn(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' }).once('exit', resolve),
    );
    if (status !== 0) fail('next build failed');
  }

  // Production is the standalone server (docs/operations.md); a build made before
  // `output: 'standalone'` has none.
  const server = dev ? null : standaloneServer(root, distDir);
  // The site watches this pid and stops when the launcher is gone, even by SIGKILL (docs/operations.md,
  // supervision), so no orphan keeps the port.
  env.LOBBY_LAUNCHER_PID = String(process.pid);
  const site = server
    ? spawn(process.execPath, [server], {
        cwd: root,
        env: { ...env, PORT: String(port), HOSTNAME: settings.SITE_HOST },
        stdio: 'inherit',
      })
    : spawn(process.execPath, [nextBin, dev ? 'dev' : 'start', '-p', String(port)], {
        cwd: root,
        env,
        stdio: 'inherit',
      });
  console.log(`\nMember site:  http://localhost:${port}/lobby  (/lobby/en, /lobby/cn)`);
  console.log(`Casino API:   ${env.CASINO_API_URL}${api ? '  (reference, embedded)' : ''}`);
  if (api) {
    console.log('Demo member:  phone 0812345678, password Demo1234');
    if (!settings.OPERATOR_KEY)
      console.log(`Operator API: ${api.origin}/operator/*  (X-Operator-Key: ${DEMO_OPERATOR_KEY})\n`);
  }
  stopTogether(site, api);
}

/** The embedded default keeps one generated secret, so sessions survive a restart. */
function demoSecret(): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * SIGTERM/SIGINT (docs/operations.md): the site drains first (it stops accepting and finishes its requests,
 * lib/ops/site-process.ts), and only then the embedded API closes, since those requests still
 * call it. The API then finishes its own and closes its database.
 */
function stopTogether(site: ChildProcess, api?: { close(): Promise<void> }) {
  let stopping = false;
  const siteExited = new Promise<number>((resolve) => site.once('exit', (code) => resolve(code ?? 0)));
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (site.exitCode === null && site.signalCode === null) site.kill('SIGTERM');
    // the site bounds its own drain; this only guards against a child that hangs anyway
    const hung = setTimeout(() => site.kill('SIGKILL'), SITE_DRAIN_LIMIT_MS);
    const siteCode = await siteExited;
    clearTimeout(hung);
    await api?.close().catch(() => undefined);
    process.exit(code || siteCode);
  };
  void siteExited.then((code) => stop(code));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // The embedded Casino API lives in this process: an error nobody caught means it can no longer be
  // trusted, so the whole product stops, site first, and says why (docs/operations.md, supervision)
  // rather than leaving a site that answers 502.
  const crashed = (kind: string) => (error: unknown) => {
    console.error(
      `\nnpm start: ${kind} in the launcher${api ? ' (which runs the embedded Casino API)' : ''}; ` +
        'stopping the member site. Start it again with `npm start`.\n',
      error,
    );
    void stop(1);
  };
  process.on('uncaughtException', crashed('an uncaught error'));
  process.on('unhandledRejection', crashed('an unhandled rejection'));
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

main().catch((e: unknown) => {
  if (e instanceof PortInUseError) fail(e.message);
  console.error(e);
  process.exit(1);
});
