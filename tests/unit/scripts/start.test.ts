/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildMessage, buildState } from '@/scripts/start-checks';

// docs/operations.md, "Starting": a start that explains itself. Each case starts real processes.
jest.setTimeout(90_000);

const root = path.join(__dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of the repo with tsx until it exits, or until `until` matches its output (then stops it). */
function run(script: string, env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, script], {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
    });
    const out = { stdout: '', stderr: '' };
    const seen = () => {
      // the whole group: the launcher and the `next build` it started
      if (until?.test(out.stdout + out.stderr)) process.kill(-child.pid!, 'SIGKILL');
    };
    child.stdout.on('data', (chunk: Buffer) => ((out.stdout += chunk.toString()), seen()));
    child.stderr.on('data', (chunk: Buffer) => ((out.stderr += chunk.toString()), seen()));
    // never outlive the test: a launcher that went on would keep its ports and its build
    const guard = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 80_000);
    child.once('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, ...out });
    });
  });
}

/** Holds a port the way another running copy would. */
function holdPort(host: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, host, () => {
      resolve({ server, port: (server.address() as { port: number }).port });
    });
  });
}

describe('a busy port', () => {
  let dataDir: string;
  let held: { server: Server; port: number };
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
    held = await holdPort('0.0.0.0');
  });
  afterAll(() => {
    held.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const oneLine = (text: string) => text.trim().split('\n');

  it('npm start: one line naming the site port and PORT, exit 1', async () => {
    const result = await run('scripts/start.ts', { PORT: String(held.port), DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)).toEqual([
      expect.stringMatching(new RegExp(`^Port ${held.port} .*already in use.*PORT=${held.port + 1}`)),
    ]);
    expect(result.stderr).not.toContain('EADDRINUSE');
  });

  it("npm start: one line naming the embedded API's port and CASINO_API_PORT, exit 1", async () => {
    const free = await holdPort('0.0.0.0');
    free.server.close();
    const result = await run('scripts/start.ts', {
      PORT: String(free.port),
      CASINO_API_PORT: String(held.port),
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)).toEqual([
      expect.stringMatching(new RegExp(`^Port ${held.port} .*CASINO_API_PORT=${held.port + 1}`)),
    ]);
  });

  it('npm run casino-api: one line naming CASINO_API_PORT, exit 1', async () => {
    const result = await run('casino-api/server.ts', {
      CASINO_API_PORT: String(held.port),
      CASINO_API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)).toEqual([expect.stringMatching(/^Port \d+ .*CASINO_API_PORT=/)]);
    expect(result.stderr).not.toContain('at ');
  });
});

describe('a build older than the code', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
    mkdirSync(path.join(dir, 'lib', 'deep'), { recursive: true });
    writeFileSync(path.join(dir, 'lib', 'deep', 'a.ts'), '');
    writeFileSync(path.join(dir, 'next.config.ts'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const at = (file: string, seconds: number) => utimesSync(path.join(dir, file), seconds, seconds);
  const build = (seconds: number) => {
    mkdirSync(path.join(dir, '.next'), { recursive: true });
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'x');
    at('.next/BUILD_ID', seconds);
  };

  it('the first build says it runs once and roughly how long', () => {
    const message = buildMessage(buildState(dir, '.next'));
    expect(message).toMatch(/once/);
    expect(message).toMatch(/about 2 minutes/);
  });

  it('a build newer than every source is used as it is', () => {
    at('lib/deep/a.ts', 1_000);
    at('next.config.ts', 1_000);
    build(2_000);
    expect(buildState(dir, '.next')).toEqual({ kind: 'current' });
    expect(buildMessage(buildState(dir, '.next'))).toBeNull();
  });

  it('a source touched after the build is named, and the build runs again', () => {
    at('next.config.ts', 1_000);
    build(2_000);
    at('lib/deep/a.ts', 3_000);
    expect(buildState(dir, '.next')).toEqual({ kind: 'stale', changed: path.join('lib', 'deep', 'a.ts') });
    expect(buildMessage(buildState(dir, '.next'))).toMatch(/lib\/deep\/a\.ts is newer.*`next build` again/);
  });

  it('npm start rebuilds after a change and says so first', async () => {
    // a build directory of its own whose BUILD_ID predates every source: as if the code changed since
    const distDir = `.next-stale-test-${process.pid}`;
    mkdirSync(path.join(root, distDir), { recursive: true });
    writeFileSync(path.join(root, distDir, 'BUILD_ID'), 'old');
    utimesSync(path.join(root, distDir, 'BUILD_ID'), 1_000, 1_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
    const [site, apiPort] = await Promise.all([holdPort('0.0.0.0'), holdPort('127.0.0.1')]);
    site.server.close();
    apiPort.server.close();
    try {
      const result = await run(
        'scripts/start.ts',
        {
          PORT: String(site.port),
          CASINO_API_PORT: String(apiPort.port),
          DATA_DIR: dataDir,
          NEXT_DIST_DIR: distDir,
        },
        /running `next build` again/,
      );
      expect(result.stdout).toMatch(
        /The code changed since the last build \(.+ is newer\): running `next build` again/,
      );
    } finally {
      rmSync(path.join(root, distDir), { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
