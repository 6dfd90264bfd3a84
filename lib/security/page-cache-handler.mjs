/*
 * Next.js's own file-system cache for ISR pages (next.config.ts `cacheHandler`), which also tells
 * the CSP which page HTML it holds (lib/security/static-page-hashes.ts). A static or ISR page cannot
 * carry a per-request nonce, so proxy.ts allows its inline scripts by hash, and those hashes change
 * only when the cache stores a new version of the page: the moment this class sees, before any
 * visitor can be served that version. Reading the pages' files instead (the earlier way) stat'ed two
 * files on every request and raced ISR, which serves a regenerated page from memory before writing
 * it to disk.
 *
 * Plain JavaScript (ES module): Next.js imports the handler at run time, outside its bundles
 * (node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/
 * incrementalCacheHandlerPath.md). The class extends Next's built-in one, so storage, memory cache,
 * build seeds and tag expiry stay Next's; it only records each APP_PAGE's HTML under its pathname.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// A CommonJS module compiled from ESM: Node's import gives its exports object, whose `default` is the
// class; a bundler's interop (Jest's transform) gives the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const REGISTRY = Symbol.for('lobby.page-cache.versions');
/** A visitor may still be sent the previous version while a new one is stored (ISR's stale-while-revalidate). */
const VERSIONS_KEPT = 3;

/** pathname ('/th/promotion') → the HTML versions the cache holds or held, newest first */
function registry() {
  globalThis[REGISTRY] ??= new Map();
  return globalThis[REGISTRY];
}

/** '/route-cache/APP_PAGE/<route hash>/$/th/promotion' → '/th/promotion' (the key format in the docs above) */
function pathnameOf(key) {
  const at = key.indexOf('/$/');
  return at === -1 ? key : key.slice(at + 2);
}

function record(key, value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  const pages = registry();
  const pathname = pathnameOf(key);
  const versions = pages.get(pathname) ?? [];
  if (versions[0]?.html === value.html) return;
  pages.set(
    pathname,
    [{ html: value.html }, ...versions.filter((v) => v.html !== value.html)].slice(0, VERSIONS_KEPT),
  );
}

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const data = await super.get(key, ctx);
    // null also when a tag of the page expired: the page is about to be rendered again, and set() records it
    if (data) record(key, data.value);
    return data;
  }

  async set(key, data, ctx) {
    record(key, data);
    return super.set(key, data, ctx);
  }
}
