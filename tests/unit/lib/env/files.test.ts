/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnvFiles } from '@/lib/env/files';

// lib/env/files.ts: the launcher and the reference API read .env files as Next does; the environment wins.
describe('the .env files', () => {
  let dir: string;
  const names = ['LOBBY_FILES_TEST_FROM_FILE', 'LOBBY_FILES_TEST_REAL', 'LOBBY_FILES_TEST_EXPANDED'];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lobby-env-'));
    writeFileSync(
      path.join(dir, '.env'),
      [
        'LOBBY_FILES_TEST_FROM_FILE=from-the-file',
        'LOBBY_FILES_TEST_REAL=from-the-file',
        'LOBBY_FILES_TEST_EXPANDED=${LOBBY_FILES_TEST_FROM_FILE}/x',
      ].join('\n'),
    );
    // Jest runs with NODE_ENV=test, where Next reads .env.test: this one must be read too, and win.
    writeFileSync(path.join(dir, '.env.test'), 'LOBBY_FILES_TEST_FROM_FILE=from-env-test\n');
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const name of names) delete process.env[name];
  });

  it('takes values from the files, the environment winning over them', () => {
    process.env.LOBBY_FILES_TEST_REAL = 'from-the-environment';
    expect(process.env.LOBBY_FILES_TEST_FROM_FILE).toBeUndefined();

    const { files, errors } = loadEnvFiles(dir, false);

    expect(errors).toEqual([]);
    expect(files).toEqual(['.env.test', '.env']);
    expect(process.env.LOBBY_FILES_TEST_FROM_FILE).toBe('from-env-test');
    expect(process.env.LOBBY_FILES_TEST_EXPANDED).toBe('from-env-test/x');
    expect(process.env.LOBBY_FILES_TEST_REAL).toBe('from-the-environment');
  });
});
