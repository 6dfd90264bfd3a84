/*
 * The pages' Content-Security-Policy (docs/architecture.md §4), set by proxy.ts at run time so the
 * game provider's origin comes from the running configuration. No 'unsafe-inline' for scripts:
 * - pages rendered per request (member pages, login, register) get a fresh nonce, which Next
 *   reads from the request's CSP header and puts on every script it emits, with 'strict-dynamic'
 *   so the scripts those load are trusted too;
 * - static and ISR pages (home, promotion, articles) cannot carry a per-request nonce, so their
 *   few inline scripts are allowed by hash (lib/security/static-page-hashes.ts) and their script
 *   files by 'self' (docs/security.md: why not dynamic rendering).
 * Styles keep 'unsafe-inline': React style attributes cannot carry a nonce, and style injection
 * cannot run script. Everything else is locked down: no plugins, no foreign base or form targets,
 * no framing of our pages, fetches only to our own origin, frames only from the game hosts.
 */
import { MEMBER_HINT_SCRIPT_HASH } from '../session/member-hint-script';

export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(opts: {
  frameOrigins: string[];
  dev: boolean;
  scripts: ScriptSources;
}): string {
  // A plain-http loopback origin is the embedded demo API, whose game pages the site also serves under
  // its own path (lib/security/game-frame.ts): those frames are 'self'.
  const sources = opts.frameOrigins.some((o) => isLoopback(new URL(o).hostname))
    ? ["'self'", ...opts.frameOrigins]
    : opts.frameOrigins;
  const frames = sources.length ? sources.join(' ') : "'none'";
  const scripts =
    'nonce' in opts.scripts
      ? // the layout's member-hint script carries no nonce (lib/session/member-hint-script.ts)
        `'nonce-${opts.scripts.nonce}' 'sha256-${MEMBER_HINT_SCRIPT_HASH}' 'strict-dynamic'`
      : opts.scripts.hashes.map((h) => `'sha256-${h}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}${opts.dev ? " 'unsafe-eval'" : ''}`.trimEnd(),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${opts.dev ? ' ws: wss:' : ''}`,
    `frame-src ${frames}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS only where the site is served over TLS for real: browsers ignore it over http anyway. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Origins a game may be framed from: GAME_FRAME_ORIGINS (comma-separated), else the upstream's
 * own. Only https origins count, except plain-http loopback, which is the embedded demo's API.
 */
export function gameFrameOrigins(env: { GAME_FRAME_ORIGINS?: string; CASINO_API_URL?: string }): string[] {
  const listed = (env.GAME_FRAME_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const candidates = listed.length ? listed : env.CASINO_API_URL ? [env.CASINO_API_URL] : [];
  const origins: string[] = [];
  for (const c of candidates) {
    try {
      const url = new URL(c);
      if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
        origins.push(url.origin);
    } catch {
      // A malformed entry frames nothing rather than everything.
    }
  }
  return origins;
}

/** Whether the game URL an upstream answered may go into our frame: a configured origin, nothing else. */
export function isFramableGameUrl(raw: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return (url.protocol === 'https:' || url.protocol === 'http:') && origins.includes(url.origin);
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
