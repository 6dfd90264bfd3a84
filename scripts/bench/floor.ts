import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, waitFor, type Started } from './processes';

/*
 * The bench's floor (docs/performance.md): a minimal Next 16 page (scripts/bench/floor-app: our home hero's
 * Thai text, no CSS, no web font, no component of ours), built and served with `next start`, so Lighthouse
 * measures it beside our pages in the same run on the same Chromium.
 */

const appDir = path.join(__dirname, 'floor-app');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function buildFloor(rebuild: boolean, env: NodeJS.ProcessEnv): void {
  if (!rebuild && existsSync(path.join(appDir, '.next', 'BUILD_ID'))) return;
  const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: appDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('next build of the floor page failed');
}

export async function startFloor(port: number, env: NodeJS.ProcessEnv): Promise<Started & { url: string }> {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: appDir, env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}/`;
  const started: Started = {
    child,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
  await waitFor(url, started);
  return { ...started, url };
}
