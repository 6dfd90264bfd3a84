import type { NextRequest } from 'next/server';
import { siteEnv } from '@/lib/env/site';
import { metrics } from '@/lib/metrics';
import { metricsAllowed } from '@/lib/metrics-access';
import { clientIp } from '@/lib/security/client-ip';

// Prometheus scrape target (docs/operations.md, "Metrics"): loopback only, or METRICS_TOKEN as bearer.
export const dynamic = 'force-dynamic';

export async function GET(req: NextRequest) {
  const allowed = metricsAllowed({
    token: siteEnv.get('METRICS_TOKEN'),
    authorization: req.headers.get('authorization'),
    client: clientIp(req),
  });
  if (!allowed) {
    return new Response('Forbidden\n', {
      status: 403,
      headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
    });
  }
  return new Response(await metrics.registry.metrics(), {
    headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
  });
}
