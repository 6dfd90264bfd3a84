import 'server-only';
import { siteEnv } from '../env/site';

/*
 * The public origin that canonical URLs, hreflang links, the sitemap and Open Graph tags point
 * at. Read from SITE_URL (e.g. https://www.example.com, without /lobby) and baked into the
 * static pages at build time, so set it for `next build`. Kept apart from lib/config.ts, whose
 * config() needs the upstream settings that a plain `next build` does not have.
 */

const DEFAULT_ORIGIN = 'http://localhost:3000';

export function siteOrigin(): string {
  // an http(s) URL or unset: anything else throws a ConfigError naming SITE_URL (lib/env/site.ts)
  const url = siteEnv.get('SITE_URL');
  return url ? new URL(url).origin : DEFAULT_ORIGIN;
}
