import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPort,
  describeIf,
  missingPrerequisites,
  pageProblems,
  refusedWithin,
  sitePort,
  startProcess,
  waitReady,
  type Service,
} from './support';

/*
 * `npm start` supervises what it starts (docs/operations.md, supervision): the launcher runs the embedded
 * Casino API in its own process and the site as a child. Killed with SIGKILL it can stop nothing, so the
 * site notices the launcher is gone and stops itself; nothing keeps the ports, and `npm start` works
 * again at once.
 */

jest.setTimeout(240_000);

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function launch(port: number, upstreamPort: number, dataDir: string): Service {
  return startProcess('npm start', ['--import', 'tsx', 'scripts/start.ts'], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    CASINO_API_PORT: String(upstreamPort),
    DATA_DIR: dataDir,
    DEMO_AUTO_SETTLE_SECONDS: '0',
    LOG_LEVEL: 'warn',
  });
}

/** The pids a process started (Linux: /proc/<pid>/task/<pid>/children). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const needs = missingPrerequisites({ build: true });
describeIf(needs)('npm start killed with SIGKILL', () => {
  const started: Service[] = [];
  afterAll(async () => {
    for (const s of started) await s.stop();
  });

  it('leaves no site process holding the port, and starts again on the same ports', async () => {
    const port = sitePort(20);
    const upstreamPort = apiPort(20);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-supervision-'));
    dirs.push(dataDir);

    const first = launch(port, upstreamPort, dataDir);
    started.push(first);
    await waitReady(first, `http://127.0.0.1:${port}/lobby/api/ready`);
    const sites = childrenOf(first.proc.pid!);
    expect(sites.length).toBeGreaterThan(0);

    first.proc.kill('SIGKILL');
    await first.exited;
    // the site drains (SHUTDOWN_DELAY_MS 1 s) and exits on its own
    expect(await refusedWithin(port, 15_000)).toBe(true);
    expect(await refusedWithin(upstreamPort, 1_000)).toBe(true);
    const deadline = Date.now() + 15_000;
    while (sites.some(running) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(sites.filter(running)).toEqual([]);

    const second = launch(port, upstreamPort, dataDir);
    started.push(second);
    await waitReady(second, `http://127.0.0.1:${port}/lobby/api/ready`);
    expect(second.output()).not.toMatch(/EADDRINUSE/);
    // bound to every address (the demo's 0.0.0.0), pages and not only the BFF
    expect(await pageProblems(port)).toEqual([]);
  });
});
