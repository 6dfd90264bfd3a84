import { expireCatalogueGaps } from '../public/catalogue-gap';
import { formatProblems } from '../env/define';
import { isProductionSite, siteEnv } from '../env/site';
import { BASE_PATH } from '../base-path';
import { processLog } from '../process-log';
import { guardIncomingRequests, setConnectionLimits, type ConnectionLimits } from './incoming-requests';
import { createPageCache } from './page-cache';
import { markDraining, runExitHooks } from './shutdown-hooks';

/*
 * Start-up and shutdown as docs/operations.md describes them, for `node server.js` (the standalone
 * build) and the launcher alike.
 *
 * Start-up: a setting that does not parse stops the process with the full list (lib/env/site.ts); in
 * production so does a missing or weak one.
 *
 * SIGTERM/SIGINT: first /ready turns 503 for SHUTDOWN_DELAY_MS (default 1 s) while everything
 * keeps being served, so a load balancer takes the instance out and requests already on the
 * wire are read. Then Next.js's own shutdown runs (node_modules/next/dist/server/lib/
 * start-server.js): it stops accepting connections and waits for the requests in flight. This
 * adds the bound (SHUTDOWN_GRACE_MS, default 10 s, counted from the signal), closes Redis, and
 * exits 0 after a clean drain instead of Next's 128+signal, so a supervisor sees a normal stop.
 */

// about 200 compressed pages; an entry lives seconds, so this only bounds a burst of distinct URLs
const PAGE_CACHE_MAX_BYTES = 8_000_000;
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

type SiteValues = ReturnType<typeof siteEnv.read>;

export function startSiteProcess(env: NodeJS.ProcessEnv = process.env): void {
  // `next build` loads this hook while prerendering; only a serving process is checked.
  if (env.NEXT_PHASE === 'phase-production-build') return;
  const production = isProductionSite(env);
  const problems = production ? siteEnv.productionProblems(env) : siteEnv.problems(env);
  if (problems.length > 0) {
    console.error(formatProblems('The member site', problems, production));
    process.exit(1);
  }
  const settings = siteEnv.read(env);
  // a page built without the Casino API is rendered afresh on its first request (lib/public/catalogue-gap.ts)
  expireCatalogueGaps();
  setConnectionLimits(connectionLimits(settings));
  // the socket address for rate limits and malformed paths refused, dev and production alike (docs/security.md)
  guardIncomingRequests(
    // production only: `next dev` answers a page from its source, which must show an edit at once
    env.NODE_ENV === 'production'
      ? createPageCache({
          seconds: settings.PAGE_CACHE_SECONDS,
          maxBytes: PAGE_CACHE_MAX_BYTES,
          basePath: BASE_PATH,
        })
      : undefined,
  );
  watchLauncher(settings);
  // `next dev` restarts itself on signals; its shutdown is not the production one
  if (env.NODE_ENV !== 'production') return;
  handleSignals(settings);
}

function handleSignals(settings: SiteValues) {
  const grace = settings.SHUTDOWN_GRACE_MS;
  const delay = Math.min(settings.SHUTDOWN_DELAY_MS, grace);
  // Next.js registered its handlers before this hook ran; they run after the delay.
  const nextHandlers = new Map(SIGNALS.map((s) => [s, process.listeners(s)] as const));
  let draining = false;
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (draining) return;
      draining = true;
      markDraining();
      log('info', 'shutdown: draining', { signal, delayMs: delay, graceMs: grace });
      setTimeout(() => {
        for (const handler of nextHandlers.get(signal) ?? []) handler(signal);
      }, delay).unref();
      setTimeout(() => {
        log('error', 'shutdown: requests still running after the grace period');
        draining = false;
        process.exit(1);
      }, grace).unref();
    });
  }
  process.on('exit', () => {
    runExitHooks();
    if (draining && (process.exitCode === 143 || process.exitCode === 130)) process.exitCode = 0;
  });
}

/**
 * docs/operations.md, connection limits. A site clients reach directly (the demo on 0.0.0.0) bounds
 * each address; behind a reverse proxy (TRUSTED_IP_HEADER or TRUSTED_PROXY_HOPS set) every socket is
 * the proxy's, so there the proxy limits clients and only the total applies here. Both stay below the
 * usual file-descriptor limits (20,000 on this host), so an idle flood is refused, not the players.
 */
export function connectionLimits(settings: SiteValues): ConnectionLimits {
  const behindProxy = !!settings.TRUSTED_IP_HEADER || settings.TRUSTED_PROXY_HOPS !== undefined;
  return {
    perClient: settings.SITE_MAX_CONNECTIONS_PER_CLIENT ?? (behindProxy ? 0 : 256),
    total: settings.SITE_MAX_CONNECTIONS,
    firstByteMs: settings.SITE_FIRST_BYTE_TIMEOUT_MS,
    headersMs: settings.SITE_HEADERS_TIMEOUT_MS,
    requestMs: settings.SITE_REQUEST_TIMEOUT_MS,
  };
}

const LAUNCHER_POLL_MS = 500;

/**
 * Started by `npm start` (scripts/start.ts), the site stops when the launcher is gone, however it went
 * (docs/operations.md, supervision): a launcher killed with SIGKILL cannot stop its children, and an
 * orphan site would keep the port, answering 502 without the API the launcher embedded, while the next
 * `npm start` fails with EADDRINUSE. The launcher's pid comes in LOBBY_LAUNCHER_PID; polling it works
 * whatever sits between (next dev runs the server in a process of its own).
 */
function watchLauncher(settings: SiteValues) {
  const launcher = settings.LOBBY_LAUNCHER_PID;
  if (launcher === undefined || launcher <= 1) return;
  const timer = setInterval(() => {
    if (alive(launcher)) return;
    clearInterval(timer);
    log('error', 'shutdown: the launcher (npm start) is gone; stopping the site', { launcher });
    // the usual drain (SIGTERM handling above); exit regardless if that does not end the process
    setTimeout(() => process.exit(1), settings.SHUTDOWN_GRACE_MS + 1_000).unref();
    process.kill(process.pid, 'SIGTERM');
  }, LAUNCHER_POLL_MS);
  timer.unref();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: a process exists under that pid, just not ours to signal
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function log(level: 'info' | 'error', msg: string, extra: object = {}) {
  processLog[level](extra, msg);
}
