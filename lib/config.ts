import 'server-only';
import { createHash } from 'node:crypto';
import { ConfigError } from './env/define';
import { cookiesSecure, siteEnv } from './env/site';

/*
 * The session and upstream settings, shaped from the site's typed configuration (lib/env/site.ts,
 * docs/architecture.md §7). The launcher (scripts/start.ts) supplies the embedded defaults — a
 * generated session secret and the loopback reference Casino API — so the site itself has one code path.
 */

export interface Config {
  casinoApiUrl: string;
  sessionPasswords: Record<string, string>;
  currentPasswordId: string;
  cookieSecure: boolean;
  upstreamTimeoutMs: number;
  sessionIdleMs: number;
  stepUpWindowMs: number;
}

let cached: Config | undefined;

/**
 * Settings that are safe in any page, including static ones, where they are read at build time.
 * They need none of the secrets, so `next build` runs without them.
 */
export function publicConfig(): { siteName: string; contactUrl: string; appUrl?: string } {
  return {
    siteName: siteEnv.get('SITE_NAME'),
    contactUrl: siteEnv.get('CONTACT_URL'),
    appUrl: siteEnv.get('APP_URL'),
  };
}

/** iron-session wants numeric password ids; 32 bits of the secret's hash name it without revealing it. */
export function passwordIdOf(secret: string): string {
  return String(parseInt(createHash('sha256').update(secret).digest('hex').slice(0, 8), 16));
}

/** Tests change the environment between cases; this makes the next config() read it again. */
export function resetConfigForTests(): void {
  cached = undefined;
}

export function config(): Config {
  if (cached) return cached;
  const env = siteEnv.read();
  const missing = (['CASINO_API_URL', 'SESSION_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name} is missing`));
  const casinoApiUrl = env.CASINO_API_URL!;
  const sessionSecret = env.SESSION_SECRET!;
  // Rotation (docs/architecture.md §4): each secret's seal id is derived from the secret itself, so a
  // cookie sealed before the rotation names the secret that opens it, now SESSION_SECRET_PREVIOUS.
  const currentPasswordId = passwordIdOf(sessionSecret);
  const sessionPasswords: Record<string, string> = {};
  if (env.SESSION_SECRET_PREVIOUS)
    sessionPasswords[passwordIdOf(env.SESSION_SECRET_PREVIOUS)] = env.SESSION_SECRET_PREVIOUS;
  sessionPasswords[currentPasswordId] = sessionSecret;
  cached = {
    casinoApiUrl: casinoApiUrl.replace(/\/+$/, ''),
    sessionPasswords,
    currentPasswordId,
    cookieSecure: cookiesSecure(),
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    stepUpWindowMs: env.STEP_UP_SECONDS * 1000,
  };
  return cached;
}
