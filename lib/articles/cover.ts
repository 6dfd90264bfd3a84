import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../base-path';

/*
 * An article's cover is its page's largest picture (its LCP element on a phone). As a file it is one
 * more request after the HTML, which on a slow 4G phone put the largest paint 0.5 s after the first
 * (docs/performance.md, "First paint"). Our covers are small SVGs (1-2 kB, public/articles), so the
 * page carries the picture itself as a data: URL (the CSP allows data: images); the file stays for
 * link previews and structured data. A cover that cannot be read falls back to its URL.
 */
const MAX_INLINE_BYTES = 4096;

export function coverSrc(cover: string): string {
  try {
    // `cover` passed the front-matter check: /articles/<slug>.svg, nothing that leaves public/
    const svg = readFileSync(path.join(process.cwd(), 'public', cover), 'utf8');
    if (Buffer.byteLength(svg) <= MAX_INLINE_BYTES) return `data:image/svg+xml,${svgDataEscape(svg)}`;
  } catch {
    // not beside the server (a deployment without public/): the file URL still works through a CDN
  }
  return `${BASE_PATH}${cover}`;
}

/** The few characters an SVG data: URL must escape; far shorter than base64 (as in mini-svg-data-uri). */
function svgDataEscape(svg: string): string {
  return svg
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent);
}
