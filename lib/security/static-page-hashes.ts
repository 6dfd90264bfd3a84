import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Hashes of the inline scripts in a prerendered (static or ISR) page, for its CSP (lib/security/
 * csp.ts). `next build` writes the page to <distDir>/server/app/<locale>/<page>.html; when ISR
 * regenerates it, Next 16.4 writes the new HTML to the route-cache file its .meta names
 * (routeCache.key, under <distDir>/server/route-cache/). The newer of the two is what is being
 * served, so the hashes are read from it, re-read when it changes, and the last few versions are
 * kept: a visitor may still be served the previous version while the new one is being written.
 * A page without a build file is rendered per request and gets a nonce instead.
 *
 * A build page tagged 'catalogue-gap' (made while the Casino API was unreachable) is rendered afresh
 * on its first request after start (lib/public/catalogue-gap.ts): until that new version is on disk,
 * the build file's hashes do not fit what is about to be rendered, so that request gets a nonce too.
 *
 * The files are the build's own output, which the standalone server already carries (.next/server):
 * `turbopackIgnore` keeps Turbopack from tracing these run-time paths, which it cannot bound, as the
 * whole project into the proxy's server output (docs/operations.md, "Build once, copy, run").
 */

const VERSIONS_KEPT = 3;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NON_SCRIPT_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^"'\s>]+/i;

interface Entry {
  file: string;
  mtimeMs: number;
  versions: string[][];
}
const cache = new Map<string, Entry>();

/** The sha256 (base64) of each inline script a browser would run; data blocks (JSON-LD) need none. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || NON_SCRIPT_TYPE.test(attrs)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** The prerendered HTML file of a locale's page, e.g. ('zh-CN', '/promotion') → …/zh-CN/promotion.html. */
export function prerenderedFile(appDir: string, locale: string, page: string): string | null {
  // Only plain page paths from the route table: nothing from the URL reaches the file system raw.
  if (!/^\/[a-z0-9/-]*$/.test(page) || page.includes('//')) return null;
  const name = page === '/' ? locale : `${locale}${page.replace(/\/$/, '')}`;
  return path.join(appDir, `${name}.html`);
}

/** Hashes allowed for the page, or null when the page is not prerendered. */
export function staticPageScriptHashes(appDir: string, locale: string, page: string): string[] | null {
  const seed = prerenderedFile(appDir, locale, page);
  if (!seed) return null;
  const current = newest([seed, regeneratedFile(appDir, seed)]);
  if (!current) return null;
  if (current.file === seed && current.mtimeMs < startedAt && gapSeeds.has(seed)) return null;
  let entry = cache.get(seed);
  if (!entry || entry.file !== current.file || entry.mtimeMs !== current.mtimeMs) {
    let html: string;
    try {
      html = readFileSync(/*turbopackIgnore: true*/ current.file, 'utf8');
    } catch {
      return null;
    }
    const versions = [inlineScriptHashes(html), ...(entry?.versions ?? [])].slice(0, VERSIONS_KEPT);
    entry = { ...current, versions };
    cache.set(seed, entry);
  }
  return [...new Set(entry.versions.flat())];
}

const regenerated = new Map<string, string | null>();
/** Build pages that carry the catalogue-gap tag (read from their .meta with the route-cache key). */
const gapSeeds = new Set<string>();
const startedAt = performance.timeOrigin;
const GAP_TAG = 'catalogue-gap';

/** Where ISR puts a regenerated version of the build's page: the route-cache key in its .meta. */
function regeneratedFile(appDir: string, seed: string): string | null {
  if (regenerated.has(seed)) return regenerated.get(seed)!;
  let file: string | null = null;
  try {
    const meta = JSON.parse(
      readFileSync(/*turbopackIgnore: true*/ seed.replace(/\.html$/, '.meta'), 'utf8'),
    ) as {
      routeCache?: { key?: unknown };
      headers?: Record<string, unknown>;
    };
    const tags = meta.headers?.['x-next-cache-tags'];
    if (typeof tags === 'string' && tags.split(',').includes(GAP_TAG)) gapSeeds.add(seed);
    const key = meta.routeCache?.key;
    if (typeof key === 'string' && /^\/route-cache\/[\w$/.-]+$/.test(key) && !key.includes('..'))
      file = path.join(path.dirname(appDir), `${key}.html`);
  } catch {
    // No meta (an older Next): only the build's file is ever served.
  }
  regenerated.set(seed, file);
  return file;
}

function newest(files: Array<string | null>): { file: string; mtimeMs: number } | null {
  let best: { file: string; mtimeMs: number } | null = null;
  for (const file of files) {
    if (!file) continue;
    try {
      const { mtimeMs } = statSync(/*turbopackIgnore: true*/ file);
      if (!best || mtimeMs > best.mtimeMs) best = { file, mtimeMs };
    } catch {
      // Not written (yet).
    }
  }
  return best;
}

/** Where this build keeps prerendered pages (next.config.ts inlines the dist dir it was built with). */
export function prerenderedAppDir(): string {
  return path.join(
    process.cwd(),
    process.env.LOBBY_DIST_DIR || process.env.NEXT_DIST_DIR || '.next',
    'server',
    'app',
  );
}
