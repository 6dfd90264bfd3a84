import { sql } from 'kysely';
import type { Hono } from 'hono';
import type { Deps } from '../deps';

/*
 * The same liveness/readiness pair as the site (docs/operations.md). /health says the process answers
 * (no database call, so a slow database never gets a healthy process restarted); /ready says the database
 * answered a query within 2 s, so a load balancer only sends traffic to an instance that can serve it.
 * Outside /api: they are not part of the spec §7 contract.
 */

const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(app: Hono, deps: Deps): void {
  app.get('/health', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));

  app.get('/ready', async (c) => {
    if (deps.draining?.()) return c.json({ status: 'draining' }, 503, { 'cache-control': 'no-store' });
    const database = await databaseCheck(deps);
    const ready = database === 'ok';
    return c.json({ status: ready ? 'ready' : 'not_ready', checks: { database } }, ready ? 200 : 503, {
      'cache-control': 'no-store',
    });
  });
}

async function databaseCheck({ db }: Deps): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), READY_TIMEOUT_MS);
  });
  const query = sql`SELECT 1`.execute(db).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
