import type { Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { createApp } from './app';
import { type CasinoConfig, withConfig } from './config';
import { openEngine } from './db/engine';
import { migrate } from './db/migrate';
import type { DB } from './db/schema';
import { type JobReport, startJobs } from './jobs/runner';
import { seedDemo } from './seed/seed';

/** How long close() waits for requests in progress before it cuts their connections. */
const CLOSE_GRACE_MS = 5_000;

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
  /** Start-up log line; default console.log. */
  log?: (line: string) => void;
  /**
   * Period of the background jobs (expiry, demo auto-settle, Friday referral summary); default
   * 2000 ms. 0 runs no timer: tests move the injected clock and call runJobs() themselves.
   */
  jobIntervalMs?: number;
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
  const engine = await openEngine({
    databaseUrl: options.databaseUrl,
    schema: options.schema,
    pgliteDir: path.join(options.dataDir ?? '.data', 'casino-db'),
  });
  try {
    await migrate(engine);
    const deps = { db: engine.db, clock: options.clock ?? (() => new Date()), config: withConfig(options.config) };
    if (options.seed ?? true) await seedDemo(deps);
    const app = createApp(deps);
    const host = options.host ?? '127.0.0.1';
    // requests still being handled: close() lets them finish before the database goes away
    let inFlight = 0;
    const fetch: typeof app.fetch = async (...args) => {
      inFlight += 1;
      try {
        return await app.fetch(...args);
      } finally {
        inFlight -= 1;
      }
    };
    const server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch, port: options.port ?? 4000, hostname: host }, () => resolve(s as Server));
    });
    const jobs = startJobs(deps, options.jobIntervalMs ?? 2_000);
    const { port } = server.address() as AddressInfo;
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const url = `${origin}/api`;
    const demo = deps.config.demoAutoSettleSeconds ? `, demo: deposits settle after ${deps.config.demoAutoSettleSeconds} s` : '';
    (options.log ?? console.log)(`[casino-api] listening on ${url} (${engine.kind}${demo})`);
    return {
      url,
      origin,
      db: engine.db,
      runJobs: () => jobs.runOnce(),
      async close() {
        await jobs.stop();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // idle keep-alive sockets of fetch clients would otherwise hold close() open
        server.closeIdleConnections();
        const deadline = Date.now() + CLOSE_GRACE_MS;
        while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
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
