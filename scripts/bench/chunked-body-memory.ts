import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/*
 * Memory under oversized chunked bodies (docs/security.md, request bodies; docs/performance.md): starts a
 * site server (the standalone server.js given, default this checkout's build), sends PARALLEL (default 3)
 * chunked POSTs of SIZE_MB (default 64) to /lobby/api/login as fast as the server takes them, and
 * prints the site process's resident memory before, at its peak and after, plus what each client saw.
 *
 *   npx tsx scripts/bench/chunked-body-memory.ts [path/to/server.js]
 */

const server = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', '.next/standalone/server.js'));
const port = Number(process.env.PORT ?? 3160);
const parallel = Number(process.env.PARALLEL ?? 3);
const sizeBytes = Number(process.env.SIZE_MB ?? 64) * 1024 * 1024;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

async function waitUp(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/lobby/api/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('site did not start');
}

/** One chunked POST: writes until the server answers or the whole body is sent. */
function send(): Promise<{ status: number; sentMb: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/lobby/api/login',
      headers: {
        'content-type': 'application/json',
        origin: `http://127.0.0.1:${port}`,
        'sec-fetch-site': 'same-origin',
        'transfer-encoding': 'chunked',
      },
    });
    const done = () => resolve({ status, sentMb: Math.round(sent / 1024 / 1024), ms: Date.now() - started });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => {
        req.destroy();
        done();
      });
    });
    req.on('error', () => done());
    const pump = () => {
      while (status === 0 && sent < sizeBytes && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (sent >= sizeBytes && status === 0) req.end();
    };
    pump();
  });
}

async function main() {
  const child = spawn(process.execPath, [server], {
    cwd: path.dirname(server),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // nothing reaches the upstream: every body is refused before
      CASINO_API_URL: 'http://127.0.0.1:9',
      SESSION_SECRET: 'memory-bench-secret-of-at-least-32-chars',
      DEMO: 'true',
    },
    stdio: 'ignore',
  });
  try {
    await waitUp();
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(child.pid!);
    let peak = before;
    const poll = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 50);
    const results = await Promise.all(Array.from({ length: parallel }, send));
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(poll);
    const after = rssMb(child.pid!);
    console.log(`server: ${server}`);
    console.log(`${parallel} parallel chunked bodies of ${sizeBytes / 1024 / 1024} MB to /lobby/api/login`);
    for (const r of results) console.log(`  answer ${r.status} after ${r.sentMb} MB sent, ${r.ms} ms`);
    console.log(`site RSS: before ${before} MB, peak ${peak} MB, 2 s after ${after} MB`);
  } finally {
    child.kill('SIGKILL');
  }
}

void main();
