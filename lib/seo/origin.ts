import 'server-only';

/*
 * The public origin that canonical URLs, hreflang links, the sitemap and Open Graph tags point
 * at. Read from SITE_URL (e.g. https://www.example.com, without /lobby) and baked into the
 * static pages at build time, so set it for `next build`. Kept apart from lib/config.ts, whose
 * config() needs the upstream settings that a plain `next build` does not have.
 */

const DEFAULT_ORIGIN = 'http://localhost:3000';

export function siteOrigin(): string {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return DEFAULT_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid configuration:\n  SITE_URL: not a URL (${raw})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('Invalid configuration:\n  SITE_URL: must be http(s)');
  return url.origin;
}
