/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * One log format (docs/operations.md, "Logs"): every line the services write goes through pino, with
 * numeric levels and the same fields. The only console output left is what a person reads at a
 * terminal: the launchers' start-up and refusal lines and the command-line tools.
 */

const root = path.join(__dirname, '..', '..');

/** Files allowed to print for a person, and why. */
const HUMAN_FACING: Record<string, string> = {
  'scripts/start.ts': 'the launcher: addresses, demo member, busy ports, build notices',
  'casino-api/server.ts': "the API's launcher: production refusals and busy ports, before any logger",
  'lib/ops/site-process.ts': "the site's production refusal, the full list of problems at once",
  'scripts/env-files.ts': "the launcher's first line: which .env files it read, or why one could not be read",
  'casino-api/env-files.ts': "the API's launcher: a .env file it could not read, before any logger",
  'scripts/env-example.ts': 'a command-line tool',
  'scripts/check-budgets.ts': 'a command-line report',
  'scripts/draw-game-art.ts': 'a command-line tool',
  'scripts/render-images.mjs': 'a command-line tool',
  'scripts/fill-lock-platforms.mjs': 'a command-line tool',
  'scripts/bench-casino-api.ts': 'a benchmark report',
  'casino-api/services/otp.ts': "the demo's SMS for the person at the terminal; never in production",
};

function sources(dir: string): string[] {
  const full = path.join(root, dir);
  if (!statSync(full).isDirectory()) return [dir];
  return readdirSync(full).flatMap((name) => {
    const child = path.join(dir, name);
    if (statSync(path.join(root, child)).isDirectory()) return name === 'bench' ? [] : sources(child);
    return /\.(ts|tsx|mjs)$/.test(name) ? [child] : [];
  });
}

it('finds console output only in the human-facing lines', () => {
  const offenders = ['app', 'lib', 'casino-api', 'scripts', 'proxy.ts']
    .flatMap(sources)
    .filter((file) => !(file in HUMAN_FACING))
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        .filter(({ line }) => /\bconsole\.\w+/.test(line) && !/^\s*(\/\/|\*)/.test(line)),
    )
    .map(({ where, line }) => `${where}: ${line.trim()}`);
  expect(offenders).toEqual([]);
});

it("the site's process lines carry pino's numeric levels", () => {
  const site = readFileSync(path.join(root, 'lib/ops/site-process.ts'), 'utf8');
  expect(site).not.toMatch(/"level":\s*"/);
  expect(site).not.toMatch(/JSON\.stringify\(\{\s*level/);
});
