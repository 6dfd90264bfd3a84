import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Each run gets its own data directory (playwright.config.ts), ~40 MB of PGlite. Drop the ones
 * earlier runs left behind. Only stale ones: a second run on other ports (E2E_SITE_PORT,
 * E2E_API_PORT) may be using its own directory right now, and deleting that under a live
 * reference API breaks its run. This run's server (started before global setup) uses only the
 * current directory.
 */
const STALE_MS = 3 * 60 * 60 * 1000;

export default function globalSetup(): void {
  const current = path.resolve(process.env.E2E_DATA_DIR ?? '');
  const parent = path.dirname(current);
  for (const entry of readdirSync(parent, { withFileTypes: true })) {
    const dir = path.join(parent, entry.name);
    if (!entry.isDirectory() || !/^e2e-\d+$/.test(entry.name) || dir === current) continue;
    if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
}
