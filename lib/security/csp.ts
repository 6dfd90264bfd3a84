/*
 * The pages' Content-Security-Policy (ARCHITECTURE §4), set by proxy.ts at run time so the
 * game provider's origin comes from the running configuration. Public pages are static, so
 * per-request nonces cannot reach their inline RSC scripts; 'unsafe-inline' stays for scripts
 * until hash-based CSP is measured (issue 7). Everything else is locked down: no plugins, no
 * foreign base or form targets, no framing of our pages, fetches only to our own origin, and
 * frames only from the configured game hosts.
 */
export function contentSecurityPolicy(opts: { frameOrigins: string[]; dev: boolean }): string {
  const frames = opts.frameOrigins.length ? opts.frameOrigins.join(' ') : "'none'";
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ''}`,
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

/** Origins a game may be framed from: GAME_FRAME_ORIGINS (comma-separated), else the upstream's own. */
export function gameFrameOrigins(env: { GAME_FRAME_ORIGINS?: string; CASINO_API_URL?: string }): string[] {
  const listed = (env.GAME_FRAME_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const candidates = listed.length ? listed : env.CASINO_API_URL ? [env.CASINO_API_URL] : [];
  const origins: string[] = [];
  for (const c of candidates) {
    try {
      const url = new URL(c);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      // A malformed entry frames nothing rather than everything.
    }
  }
  return origins;
}
