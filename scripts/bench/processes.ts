import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/*
 * Starting and watching the product for the bench: always through scripts/start.ts, the way an
 * operator runs it, and processes found by the port they listen on, so the figures stay right
 * whatever start.ts spawns underneath (next start, the standalone server, the embedded API).
 */

export const root = path.resolve(__dirname, '..', '..');
const tsxBin = path.join(root, 'node_modules', '.bin', 'tsx');

export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startProduct(env: NodeJS.ProcessEnv, label: string): Started {
  // its own process group, so stop() reaches start.ts and everything it spawned, and nothing else
  const child = spawn(tsxBin, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 40) tail.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) console.error(`[bench] ${label} exited with ${code}:\n${tail.join('')}`);
  });
  let stopping = false;
  return {
    child,
    async stop() {
      if (child.exitCode !== null || stopping) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      // the site process may outlive start.ts by a moment; it is in the same group
      signalGroup(child, 'SIGKILL');
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function waitFor(url: string, started?: Started, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started && started.child.exitCode !== null) throw new Error(`the process meant to answer ${url} has exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The pid listening on a TCP port, from /proc/net/tcp{,6} and the processes' socket fds (Linux). */
export function pidOnPort(port: number): number | undefined {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      if (!local || cols[3] !== '0A') continue; // 0A = LISTEN
      if (parseInt(local.split(':').at(-1)!, 16) === port) inodes.add(cols[9]!);
    }
  }
  if (!inodes.size) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return undefined;
}

/** Peak resident set size (VmHWM) of a process in MB, since it started. */
export function peakRssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const kb = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
