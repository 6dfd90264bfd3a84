import type { Server as HttpServer } from 'node:http';
import { Server } from 'node:net';
import type { Logger } from 'pino';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { createApp } from './app';
import { type CasinoConfig, withConfig } from './config';
import { openEngine } from './db/engine';
import { withAdvisoryLock } from './db/lock';
import { migrate } from './db/migrate';
import type { DB } from './db/schema';
import { createLogger } from './http/access-log';
import { type JobReport, startJobs } from './jobs/runner';
import { seedDemo } from './seed/seed';
import { checkPortFree, PortInUseError, portInUseMessage } from './port';

/**
 * How long close() waits for requests in progress before it cuts their connections (graceful
 * shutdown, docs/operations.md).
 */
const CLOSE_GRACE_MS = 10_000;
const DRAIN_QUIET_MS = 150;
const netClose = Server.prototype.close;
/** Not the migrations' key (db/migrate.ts): seeding runs after they released theirs. */
const SEED_LOCK_KEY = 7_424_243;

export interface StartOptions {
  /** 0 picks a free port; default 4000. */
  port?: number;
  host?: string;
  /** PGlite lives in dataDir/casino-db when no databaseUrl is given; default '.data'. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL schema (created if missing) — lets test files share one database. */
  schema?: string;
  /** Demo data on an empty database; default true. */
  seed?: boolean;
  clock?: () => Date;
  config?: Partial<CasinoConfig>;
  /** Start-up line; default a log line (pino, info). The launcher prints it for a person. */
  log?: (line: string) => void;
  /**
   * Period of the background jobs (expiry, demo auto-settle, Friday referral summary); default
   * 2000 ms. 0 runs no timer: tests move the injected clock and call runJobs() themselves.
   */
  jobIntervalMs?: number;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
  /** close() waits this long for requests in flight, counted from its call; default 10 s. */
  shutdownGraceMs?: number;
  /**
   * close() first keeps accepting for this long while /ready answers 503, as the site does
   * (lib/ops/site-process.ts): a load balancer takes the instance out, and connections already
   * on the wire are accepted rather than reset with the listening socket. Default 0: the API
   * embedded by `npm start` is only called by its own site, which has drained by then.
   */
  shutdownDelayMs?: number;
  /** Access log (JSON lines, http/access-log.ts); default one at LOG_LEVEL, silent under Jest. */
  logger?: Logger;
}

export interface CasinoApi {
  /** Base URL including /api, e.g. http://127.0.0.1:4000/api — the site's CASINO_API_URL. */
  url: string;
  /** Origin without /api, for the /operator routes. */
  origin: string;
  db: Kysely<DB>;
  /** One run of the background jobs now, against the injected clock. */
  runJobs(): Promise<JobReport>;
  /** Stops the jobs, then the server, then the database. */
  close(): Promise<void>;
}

export async function startCasinoApi(options: StartOptions = {}): Promise<CasinoApi> {
  const host = options.host ?? '127.0.0.1';
  // before the database: a second copy on the same data directory would open PGlite's files twice
  const busy = await checkPortFree(options.port ?? 4000, host, 'CASINO_API_PORT');
  if (busy) throw new PortInUseError(busy);
  const engine = await openEngine({
    databaseUrl: options.databaseUrl,
    schema: options.schema,
    pgliteDir: path.join(options.dataDir ?? '.data', 'casino-db'),
    poolSize: options.poolSize,
  });
  try {
    await migrate(engine);
    // requests still being handled: close() lets them finish before the database goes away
    let inFlight = 0;
    let draining = false;
    const deps = {
      db: engine.db,
      clock: options.clock ?? (() => new Date()),
      config: withConfig(options.config),
      draining: () => draining,
    };
    if (options.seed ?? true) await withAdvisoryLock(engine, SEED_LOCK_KEY, () => seedDemo(deps));
    const logger = options.logger ?? createLogger();
    const app = createApp(deps, logger);
    const fetch: typeof app.fetch = async (...args) => {
      inFlight += 1;
      try {
        const res = await app.fetch(...args);
        // while draining, a keep-alive client must not send its next request on this connection
        if (draining) res.headers.set('connection', 'close');
        return res;
      } finally {
        inFlight -= 1;
      }
    };
    const server = await new Promise<HttpServer>((resolve, reject) => {
      const s = serve({ fetch, port: options.port ?? 4000, hostname: host }, () => resolve(s as HttpServer));
      s.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new PortInUseError(portInUseMessage(options.port ?? 4000, 'CASINO_API_PORT', host))
            : error,
        ),
      );
    });
    const jobs = startJobs(deps, options.jobIntervalMs ?? 2_000);
    const { port } = server.address() as AddressInfo;
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const url = `${origin}/api`;
    const demo = deps.config.demoAutoSettleSeconds
      ? `, demo: deposits settle after ${deps.config.demoAutoSettleSeconds} s`
      : '';
    (options.log ?? ((line: string) => logger.info(line)))(
      `[casino-api] listening on ${url} (${engine.kind}${demo})`,
    );
    return {
      url,
      origin,
      db: engine.db,
      runJobs: () => jobs.runOnce(),
      async close() {
        draining = true;
        const grace = options.shutdownGraceMs ?? CLOSE_GRACE_MS;
        const deadline = Date.now() + grace;
        const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        await sleep(Math.min(options.shutdownDelayMs ?? 0, grace));
        // Stop accepting, but keep open connections: http.Server#close would also cut every idle
        // keep-alive connection at once, including those whose next request is already on the wire.
        const closed = new Promise<void>((resolve) => netClose.call(server, () => resolve()));
        await jobs.stop();
        // done once nothing has run for a moment (a request read just now counts as running)
        while (Date.now() < deadline) {
          if (inFlight === 0) {
            await sleep(DRAIN_QUIET_MS);
            if (inFlight === 0) break;
          }
          await sleep(20);
        }
        // idle keep-alive sockets of fetch clients would otherwise hold the server open
        server.closeIdleConnections();
        if (inFlight > 0) server.closeAllConnections();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          closed,
          new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
        ]);
        clearTimeout(timer);
        server.closeAllConnections();
        await closed;
        await engine.close();
      },
    };
  } catch (error) {
    await engine.close();
    throw error;
  }
}
