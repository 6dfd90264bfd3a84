import { NextResponse } from 'next/server';
import { isDraining } from '@/lib/ops/shutdown-hooks';
import { readiness } from '@/lib/readiness';

// Readiness (docs/operations.md): the upstream (and Redis, when configured) answer within 2 s; a process
// that got SIGTERM says no at once, so the load balancer stops sending it members.
export async function GET() {
  if (isDraining())
    return NextResponse.json(
      { status: 'draining' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  const checks = await readiness();
  const ready = Object.values(checks).every((c) => c === 'ok');
  return NextResponse.json(
    { status: ready ? 'ready' : 'not_ready', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
