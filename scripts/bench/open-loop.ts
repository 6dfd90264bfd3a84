import http from 'node:http';

/*
 * An open-loop load generator (docs/performance.md): requests leave on a fixed schedule whatever the
 * answers do, and latency counts from the scheduled send time, so a server that falls behind
 * shows as latency rather than as a politely lower rate (no coordinated omission). autocannon's
 * rate limiter is closed-loop per connection and distorts the percentiles, hence this.
 */

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export interface LatencySummary {
  offered: number;
  requests: number;
  ok: number;
  /** Answers with status 200 per second over the measured window. */
  achieved: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: Record<string, number>;
}

// keep-alive with room for every request in flight: a fresh TCP connection per request would be
// the generator's cost, not the server's
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 1024 });

function once(target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(target.url, { agent, headers: target.headers, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

export const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** rate × seconds GETs on a fixed schedule, round-robin over the targets (e.g. two site processes). */
export async function openLoop(targets: Target[], rate: number, seconds: number): Promise<LatencySummary> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let ok = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  let lastEnd = start;
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      once(targets[i % targets.length]!).then(
        (status) => {
          if (status === 200) ok += 1;
          else errors[`HTTP ${status}`] = (errors[`HTTP ${status}`] ?? 0) + 1;
        },
        (error: unknown) => {
          const key = (error as { code?: string }).code ?? (error instanceof Error ? error.message : 'error');
          errors[key] = (errors[key] ?? 0) + 1;
        },
      ).then(() => {
        lastEnd = performance.now();
        latencies.push(lastEnd - due);
      }),
    );
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    offered: rate,
    requests: total,
    ok,
    achieved: (ok * 1000) / Math.max(1, lastEnd - start),
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    errors,
  };
}
