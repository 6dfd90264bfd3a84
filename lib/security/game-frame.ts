/*
 * The game frame's address and sandbox (docs/architecture.md §5, "The demo game under the site").
 *
 * The embedded reference API listens on loopback (scripts/start.ts), so the game URL it answers
 * (http://127.0.0.1:<port>/demo/play/…) is blank on a phone that opened the site over the LAN. Such a
 * URL is served instead under the site's own path, by app/demo-game/[...path]/route.ts, which passes
 * only the demo provider's paths on to that API. An operator's game URL (their https provider) is
 * left exactly as it came: only a plain-http loopback URL of the upstream itself is rewritten.
 */
import { BASE_PATH } from '../base-path';
import { isLoopback } from './csp';

/** Where the site serves the embedded demo provider's pages: `${DEMO_GAME_SITE_PATH}/play/{provider}/{code}`. */
export const DEMO_GAME_SITE_PATH = `${BASE_PATH}/demo-game`;

const DEMO_PLAY = /^\/demo\/play\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;

/** Whether an upstream base URL is the embedded demo API: plain http on loopback. */
export function isEmbeddedUpstream(upstream: string | undefined): boolean {
  if (!upstream) return false;
  try {
    const url = new URL(upstream);
    return url.protocol === 'http:' && isLoopback(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether the site serves the embedded demo provider under its own path (docs/security.md, demo game
 * proxy): only for a plain-http loopback upstream, and in production only when DEMO_GAME_PROXY=true
 * says so. The demo (`npm start` without CASINO_API_URL, DEMO=true) and `next dev` have it on; a
 * production site that happens to reach its upstream over loopback does not open an anonymous path
 * to it.
 */
export function demoGameProxyEnabled(
  upstream: string | undefined,
  settings: { production: boolean; demo: boolean; demoGameProxy?: boolean },
): boolean {
  if (!isEmbeddedUpstream(upstream)) return false;
  return settings.demoGameProxy ?? (!settings.production || settings.demo);
}

/**
 * The URL the browser frames for a game URL the upstream answered: the demo page of an embedded
 * upstream becomes a site path (same origin, reachable wherever the site is), anything else is
 * returned unchanged.
 */
export function siteGameUrl(raw: string, upstream: string | undefined, proxied: boolean): string {
  if (!upstream || !proxied) return raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  if (
    url.origin !== new URL(upstream).origin ||
    !DEMO_PLAY.test(url.pathname) ||
    url.username ||
    url.password
  )
    return raw;
  return `${DEMO_GAME_SITE_PATH}${url.pathname.slice('/demo'.length)}${url.search}`;
}

/** Whether a game URL may go into the frame: an http(s) URL (the server checked its origin) or the site's demo path. */
export function isFramableInBrowser(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith(`${DEMO_GAME_SITE_PATH}/play/`);
}

/**
 * The frame's sandbox. A provider on another origin keeps its own origin (its calls and storage need
 * it); a page served from ours must not, or its scripts could reach into this page and lift the
 * sandbox (the HTML standard's warning on allow-scripts with allow-same-origin).
 */
export function gameFrameSandbox(url: string, here: string): string {
  const base = 'allow-scripts allow-forms allow-pointer-lock';
  try {
    return new URL(url, here).origin === new URL(here).origin ? base : `${base} allow-same-origin`;
  } catch {
    return base;
  }
}
