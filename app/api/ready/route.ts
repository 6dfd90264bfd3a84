import { NextResponse } from 'next/server';
import { readiness } from '@/lib/readiness';

// Readiness (issue 9): the upstream (and Redis, when configured) answer within 2 s.
export async function GET() {
  const checks = await readiness();
  const ready = Object.values(checks).every((c) => c === 'ok');
  return NextResponse.json({ status: ready ? 'ready' : 'not_ready', checks }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
