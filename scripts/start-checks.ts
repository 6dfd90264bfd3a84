import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * What `npm start` checks before it serves, so a newcomer reads one line that says what happens instead
 * of being served yesterday's code (docs/operations.md, "Starting"): a build older than the code it was
 * built from is built again. (Busy ports: casino-api/port.ts.)
 */

/** What goes into the site's build: a change to any of them means `next build` again. */
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'content',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** The newest file under `entry` and its time; skips nothing but missing paths (sources hold no build output). */
function newest(entry: string): { file: string; mtimeMs: number } | null {
  if (!existsSync(entry)) return null;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let best: { file: string; mtimeMs: number } | null = null;
  for (const child of readdirSync(entry)) {
    const found = newest(path.join(entry, child));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

export type BuildState = { kind: 'missing' } | { kind: 'stale'; changed: string } | { kind: 'current' };

/** Whether `<distDir>/BUILD_ID` exists and is newer than every source file. */
export function buildState(root: string, distDir: string): BuildState {
  const marker = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(marker)) return { kind: 'missing' };
  const built = statSync(marker).mtimeMs;
  let changed: { file: string; mtimeMs: number } | null = null;
  for (const source of SOURCES) {
    const found = newest(path.join(root, source));
    if (found && found.mtimeMs > built && (!changed || found.mtimeMs > changed.mtimeMs)) changed = found;
  }
  return changed ? { kind: 'stale', changed: path.relative(root, changed.file) } : { kind: 'current' };
}

/** The line before a build: why it runs and roughly how long it takes (docs/operations.md). */
export function buildMessage(state: BuildState): string | null {
  if (state.kind === 'current') return null;
  const duration = 'about 2 minutes on 2 cores, less on more';
  return state.kind === 'missing'
    ? `No production build yet: running \`next build\` once (${duration}); later starts reuse it.`
    : `The code changed since the last build (${state.changed} is newer): running \`next build\` again (${duration}).`;
}
