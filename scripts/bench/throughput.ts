import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './processes';

/*
 * Saturated throughput (docs/performance.md): autocannon, 50 connections, gzip accepted, after a warm-up.
 * Run as its own process (the CLI) so the load generator never shares the bench's event loop.
 */

export interface Throughput {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const autocannonBin = path.join(root, 'node_modules', '.bin', 'autocannon');

async function autocannon(
  url: string,
  seconds: number,
  connections: number,
  headers: string[],
): Promise<Throughput> {
  const { stdout } = await promisify(execFile)(
    autocannonBin,
    [
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-H',
      'accept-encoding=gzip',
      ...headers.flatMap((h) => ['-H', h]),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return { reqPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** `headers` as autocannon takes them: 'name=value'. */
export async function saturated(
  url: string,
  seconds: number,
  headers: string[] = [],
  warmupSeconds = 3,
): Promise<Throughput> {
  await autocannon(url, warmupSeconds, 50, headers);
  return autocannon(url, seconds, 50, headers);
}
