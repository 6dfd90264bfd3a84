import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * First-load JS as a visitor's phone pays for it (docs/performance.md): the scripts the served HTML makes
 * the browser fetch, compressed the way a CDN would serve them. Next 16's build output no longer
 * prints the figure, so the bench and the CI budget check both compute it here.
 */

/** Asset paths (e.g. /lobby/_next/static/chunks/a.js) of the external scripts an HTML page loads. */
export function scriptSources(html: string, staticPrefix = '/_next/static/'): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    // nomodule scripts (polyfills) are skipped by every browser that runs modules: not first-load JS
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = src?.[1] ?? src?.[2] ?? src?.[3];
    if (url && url.includes(staticPrefix)) found.add(decodeEntities(url).split(/[?#]/)[0]!);
  }
  // <link rel="preload" as="script"> chunks are fetched at once too, even before a tag asks for them
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\bas=["']?script\b/i.test(tag) || !/\brel=["']?(?:preload|modulepreload)\b/i.test(tag)) continue;
    const href = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = href?.[1] ?? href?.[2] ?? href?.[3];
    if (url && url.includes(staticPrefix)) found.add(decodeEntities(url).split(/[?#]/)[0]!);
  }
  return [...found];
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/');
}

export interface JsSize {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes of one script: gzip at level 9, brotli at quality 11 (what a static-asset CDN stores). */
export function compressedSize(content: Buffer): JsSize {
  return {
    files: 1,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sumSizes(sizes: JsSize[]): JsSize {
  return sizes.reduce((a, b) => ({ files: a.files + b.files, raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    files: 0,
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** kB as the budgets count them: 1 kB = 1000 bytes. */
export const kB = (bytes: number) => bytes / 1000;
