import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { compressedSize, scriptSources, sumSizes, type JsSize } from './first-load-js';

/*
 * Reading a finished `next build` (CI budgets, docs/performance.md) without starting a server: whether a
 * route was prerendered (static or ISR) and which scripts its HTML loads. Static pages are read
 * from their prerendered HTML. The member lobby is dynamic and needs a signed-in member to render,
 * so its scripts come from the build manifests instead: the root main files plus every chunk the
 * page's client reference manifest lists for its layouts, page and boundaries — which is exactly
 * what Next writes into the HTML, and the check proves that on a static page every run.
 */

export type RenderMode = { kind: 'static' } | { kind: 'isr'; revalidateSeconds: number } | { kind: 'dynamic' };

interface PrerenderManifest {
  routes: Record<string, { initialRevalidateSeconds: number | false; srcRoute: string | null }>;
}

export function prerenderedRoutes(distDir: string): PrerenderManifest['routes'] {
  return (JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest).routes;
}

/** How the build serves a concrete path such as /th/promotion (paths without the basePath). */
export function renderMode(routes: PrerenderManifest['routes'], route: string): RenderMode {
  const entry = routes[route];
  if (!entry) return { kind: 'dynamic' };
  return entry.initialRevalidateSeconds === false ? { kind: 'static' } : { kind: 'isr', revalidateSeconds: entry.initialRevalidateSeconds };
}

/** The prerendered HTML of a route, e.g. /th/promotion → <dist>/server/app/th/promotion.html. */
export function prerenderedHtml(distDir: string, route: string): string {
  return readFileSync(path.join(distDir, 'server', 'app', `${route.replace(/^\//, '')}.html`), 'utf8');
}

/** /lobby/_next/static/chunks/a.js → <dist>/static/chunks/a.js */
export function assetFile(distDir: string, src: string): string {
  const at = src.indexOf('/_next/static/');
  if (at < 0) throw new Error(`not a build asset: ${src}`);
  return path.join(distDir, src.slice(at + '/_next/'.length));
}

export function sizeOfScripts(distDir: string, sources: string[]): JsSize {
  return sumSizes(sources.map((src) => compressedSize(readFileSync(assetFile(distDir, src)))));
}

/**
 * Scripts of an app page from the manifests: build-manifest rootMainFiles plus the union of the
 * page's client reference manifest entryJSFiles. `page` is the app path, e.g. /[locale]/(site)/lobby/page.
 */
export function manifestScripts(distDir: string, page: string, basePath: string): string[] {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const file = path.join(distDir, 'server', 'app', `${page.replace(/^\//, '')}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`no client reference manifest for ${page} (${file})`);
  // the manifest is a script that assigns globalThis.__RSC_MANIFEST[page]; run it in a sandbox
  const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[page];
  if (!manifest?.entryJSFiles) throw new Error(`${file} has no entryJSFiles for ${page}: has Next's manifest format changed?`);
  const files = new Set(build.rootMainFiles);
  for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) files.add(chunk);
  return [...files].map((f) => `${basePath}/_next/${f}`);
}

/** The static page's scripts, from its HTML, in the same form manifestScripts gives. */
export function htmlScripts(distDir: string, route: string): string[] {
  return scriptSources(prerenderedHtml(distDir, route));
}

export const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;
