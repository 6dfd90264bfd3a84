import { NextResponse } from 'next/server';

// Liveness (docs/operations.md): the process answers; no upstream call, so a slow upstream never restarts us.
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
