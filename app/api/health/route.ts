import { NextResponse } from 'next/server';

// Liveness (issue 9): the process answers; no upstream call, so a slow upstream never restarts us.
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
