import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/*
 * The site's Prometheus metrics (docs/operations.md, "Metrics"), served at /lobby/api/metrics. Every
 * metric is made once per process: Next can load this module in more than one bundle, so the set lives
 * on globalThis. Recording is a label lookup and an increment or a histogram observe, nothing more, so
 * the bench's BFF budget (docs/performance.md) is not spent here.
 */

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const m = {
    registry,
    bffRequests: new Counter({
      name: 'lobby_bff_requests_total',
      help: 'BFF requests answered, by route, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    bffDuration: new Histogram({
      name: 'lobby_bff_request_duration_seconds',
      help: 'BFF request duration, by route, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'lobby_upstream_request_duration_seconds',
      help: 'Casino API calls, by contract endpoint and outcome (the HTTP status, or timeout/unavailable)',
      labelNames: ['endpoint', 'outcome'] as const,
      buckets: SECONDS,
      registers: [registry],
    }),
    upstreamFailures: new Counter({
      name: 'lobby_upstream_failures_total',
      help: 'Casino API calls that failed: timeout, unavailable (no answer) or 5xx',
      labelNames: ['endpoint', 'kind'] as const,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'lobby_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit (docs/security.md), by limit',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
    sessionRecords: new Counter({
      name: 'lobby_session_records_total',
      help: 'Server-side session records created (sign-ins) and revoked (sign-outs of other devices)',
      labelNames: ['event'] as const,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'lobby_page_cache_total',
      help: 'Public pages asked of the page cache (lib/ops/page-cache.ts), by hit or miss',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
  };
  return m;
}

const KEY = Symbol.for('lobby.metrics');
type Metrics = ReturnType<typeof create>;
export const metrics: Metrics = ((globalThis as { [KEY]?: Metrics })[KEY] ??= create());

/*
 * A route's label is its template, so an id or a game code in the path never makes a series of its
 * own (Prometheus' cardinality rule); the dynamic routes are those of app/api/**\/[param].
 */
const TEMPLATES: Array<[RegExp, string]> = [
  [/^\/api\/(launch-game|trial-game|game-image)\/[^/]+\/[^/]+$/, '/api/$1/[a]/[b]'],
  [/^\/api\/customers\/get-bonus\/[^/]+$/, '/api/customers/get-bonus/[id]'],
  [/^\/api\/requests\/deposit\/[^/]+\/cancel$/, '/api/requests/deposit/[id]/cancel'],
  [/^\/api\/requests\/[^/]+\/timeline$/, '/api/requests/[id]/timeline'],
  [/^\/api\/sessions\/[^/]+\/sign-out$/, '/api/sessions/[handle]/sign-out'],
];

export function routeLabel(pathname: string): string {
  const route = pathname.replace(/^\/lobby(?=\/)/, '');
  for (const [pattern, template] of TEMPLATES)
    if (pattern.test(route)) return route.replace(pattern, template);
  return route;
}

export function observeBff(pathname: string, method: string, status: number, seconds: number): void {
  const labels = { route: routeLabel(pathname), method, status: String(status) };
  metrics.bffRequests.inc(labels);
  metrics.bffDuration.observe(labels, seconds);
}

export function observeUpstream(
  endpoint: string,
  outcome: number | 'timeout' | 'unavailable',
  seconds: number,
) {
  metrics.upstreamDuration.observe({ endpoint, outcome: String(outcome) }, seconds);
  if (typeof outcome !== 'number') metrics.upstreamFailures.inc({ endpoint, kind: outcome });
  else if (outcome >= 500) metrics.upstreamFailures.inc({ endpoint, kind: '5xx' });
}
