import 'server-only';
import { z } from 'zod';

/*
 * Every setting is an environment variable, read and validated once (ARCHITECTURE §7).
 * The launcher (scripts/start.ts) supplies the embedded defaults — a generated session secret
 * and the loopback reference Casino API — so the site itself has one code path.
 */

const schema = z.object({
  CASINO_API_URL: z.url({ protocol: /^https?$/ }),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  SESSION_SECRET_PREVIOUS: z.string().min(32).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
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
}

let cached: Config | undefined;

/**
 * Settings that are safe in any page, including static ones, where they are read at build time.
 * They need none of the secrets, so `next build` runs without them.
 */
export function publicConfig(): { siteName: string; contactUrl: string; appUrl?: string } {
  return {
    siteName: process.env.SITE_NAME || 'Lobby Demo',
    contactUrl: z.url().catch('https://line.me/R/ti/p/@lobbydemo').parse(process.env.CONTACT_URL || undefined),
    appUrl: z.url().optional().catch(undefined).parse(process.env.APP_URL || undefined),
  };
}

export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Rotation (ARCHITECTURE §4): new cookies are sealed with "2"; cookies sealed with "1" still open.
  const sessionPasswords: Record<string, string> = { '2': env.SESSION_SECRET };
  if (env.SESSION_SECRET_PREVIOUS) sessionPasswords['1'] = env.SESSION_SECRET_PREVIOUS;
  cached = {
    casinoApiUrl: env.CASINO_API_URL.replace(/\/+$/, ''),
    sessionPasswords,
    currentPasswordId: '2',
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production' && env.DEMO !== 'true',
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
  };
  return cached;
}
