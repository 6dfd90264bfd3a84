import type { Hono } from 'hono';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { metricsAllowed } from '../../lib/metrics-access';
import { casinoApiEnv } from '../../lib/env/casino-api';

/*
 * The reference API's Prometheus metrics (docs/operations.md, "Metrics") at GET /metrics, outside /api:
 * requests by route pattern (never the raw path, which can hold a phone), method and status, and
 * process metrics. Who may read them: lib/metrics-access.ts (loopback, or METRICS_TOKEN as bearer).
 * One set per process, however many apps a test starts in it.
 */

const registry = new Registry();
collectDefaultMetrics({ register: registry });
const labelNames = ['route', 'method', 'status'] as const;
const requests = new Counter({
  name: 'casino_api_requests_total',
  help: 'Requests answered, by route pattern, method and status',
  labelNames,
  registers: [registry],
});
const duration = new Histogram({
  name: 'casino_api_request_duration_seconds',
  help: 'Request duration, by route pattern, method and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function metricsRoutes(app: Hono): void {
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { route: c.req.routePath, method: c.req.method, status: String(c.res.status) };
    requests.inc(labels);
    duration.observe(labels, (performance.now() - started) / 1000);
  });
  app.get('/metrics', async (c) => {
    const allowed = metricsAllowed({
      token: casinoApiEnv.get('METRICS_TOKEN'),
      authorization: c.req.header('authorization'),
      client: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
    });
    if (!allowed) return c.text('Forbidden\n', 403, { 'cache-control': 'no-store' });
    return c.body(await registry.metrics(), 200, {
      'content-type': registry.contentType,
      'cache-control': 'no-store',
    });
  });
}
