import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { cookieSecureFrom } from './session/cookie-name';

/*
 * Every setting is an environment variable, read and validated once (docs/architecture.md §7).
 * The launcher (scripts/start.ts) supplies the embedded defaults — a generated session secret
 * and the loopback reference Casino API — so the site itself has one code path.
 */

const schema = z.object({
  CASINO_API_URL: z.url({ protocol: /^https?$/ }),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  SESSION_SECRET_PREVIOUS: z.string().min(32).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // ASVS V7.3: a session nobody used for this long is dead, whatever its absolute lifetime.
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  // ASVS V7.5 step-up (docs/security.md, "Passkeys and step-up"): how long a proof of the player covers
  // a withdrawal or an account change. The browser journeys shorten it to see the prompt.
  STEP_UP_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  NODE_ENV: z.string().default('development'),
  // Set by the launcher when it embeds the reference Casino API on loopback (plain-http demo).
  DEMO: z.enum(['true', 'false']).default('false'),
});

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
    siteName: process.env.SITE_NAME || 'Lobby Demo',
    contactUrl: z
      .url()
      .catch('https://line.me/R/ti/p/@lobbydemo')
      .parse(process.env.CONTACT_URL || undefined),
    appUrl: z
      .url()
      .optional()
      .catch(undefined)
      .parse(process.env.APP_URL || undefined),
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
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Rotation (docs/architecture.md §4): each secret's seal id is derived from the secret itself, so a
  // cookie sealed before the rotation names the secret that opens it, now SESSION_SECRET_PREVIOUS.
  const currentPasswordId = passwordIdOf(env.SESSION_SECRET);
  const sessionPasswords: Record<string, string> = {};
  if (env.SESSION_SECRET_PREVIOUS)
    sessionPasswords[passwordIdOf(env.SESSION_SECRET_PREVIOUS)] = env.SESSION_SECRET_PREVIOUS;
  sessionPasswords[currentPasswordId] = env.SESSION_SECRET;
  cached = {
    casinoApiUrl: env.CASINO_API_URL.replace(/\/+$/, ''),
    sessionPasswords,
    currentPasswordId,
    cookieSecure: cookieSecureFrom(env),
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    stepUpWindowMs: env.STEP_UP_SECONDS * 1000,
  };
  return cached;
}
