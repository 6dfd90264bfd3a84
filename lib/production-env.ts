/*
 * A production start-up refuses to run on a missing or weak setting and names every one at once,
 * so an operator fixes the environment in one go instead of one crash at a time (docs/operations.md).
 * "Production" is NODE_ENV=production without DEMO=true; only the launcher (scripts/start.ts)
 * sets DEMO=true, when it embeds the reference Casino API on loopback with demo data.
 * No 'server-only' here: the launcher runs this check too, outside Next.
 */

type Env = Record<string, string | undefined>;

/** Placeholders from docs and examples that must never guard real sessions. */
const KNOWN_WEAK_SECRETS = [
  'changeme',
  'change-me',
  'secret',
  'password',
  'example',
  'session-secret',
  'integration-test-secret',
];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function isProductionSite(env: Env): boolean {
  return env.NODE_ENV === 'production' && env.DEMO !== 'true';
}

/** Every problem with the site's production environment, one line each; empty when it may start. */
export function siteProductionProblems(env: Env): string[] {
  const problems: string[] = [];
  const url = (name: string, https: boolean) => {
    const raw = env[name]?.trim();
    if (!raw) return problems.push(`${name} is missing`);
    try {
      const parsed = new URL(raw);
      if (https && parsed.protocol !== 'https:')
        problems.push(`${name} must be an https:// URL (members reach the site over TLS)`);
      else if (!['http:', 'https:'].includes(parsed.protocol))
        problems.push(`${name} must be an http(s) URL`);
    } catch {
      problems.push(`${name} is not a URL`);
    }
  };

  url('CASINO_API_URL', false);
  // Canonical links, the sitemap and Open Graph tags point at it (lib/seo/origin.ts).
  url('SITE_URL', true);
  secret(env, 'SESSION_SECRET', problems, true);
  if (env.SESSION_SECRET_PREVIOUS) {
    secret(env, 'SESSION_SECRET_PREVIOUS', problems, false);
    if (env.SESSION_SECRET_PREVIOUS === env.SESSION_SECRET)
      problems.push('SESSION_SECRET_PREVIOUS equals SESSION_SECRET (a rotation needs a new secret)');
  }
  if (env.COOKIE_SECURE === 'false')
    problems.push('COOKIE_SECURE=false would send the session cookie over plain http');
  if (env.RATE_LIMIT_MULTIPLIER && Number(env.RATE_LIMIT_MULTIPLIER) > 1)
    problems.push('RATE_LIMIT_MULTIPLIER loosens the brute-force limits; it is for test runs only');
  if (env.REDIS_URL && !/^rediss?:\/\/.+/.test(env.REDIS_URL))
    problems.push('REDIS_URL must look like redis://host:6379 or rediss://…');
  if (env.TRUSTED_PROXY_HOPS && !/^\d{1,2}$/.test(env.TRUSTED_PROXY_HOPS))
    problems.push('TRUSTED_PROXY_HOPS must be a small whole number');
  if (env.LOG_LEVEL && !LOG_LEVELS.includes(env.LOG_LEVEL))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  if (
    env.UPSTREAM_TIMEOUT_MS &&
    !(Number(env.UPSTREAM_TIMEOUT_MS) >= 100 && Number(env.UPSTREAM_TIMEOUT_MS) <= 60_000)
  ) {
    problems.push('UPSTREAM_TIMEOUT_MS must be between 100 and 60000');
  }
  return problems;
}

/** Shared with the reference Casino API's check: at least `min` characters and not a guessable value. */
export function secretProblem(name: string, value: string | undefined, min = 32): string | null {
  if (!value) return `${name} is missing`;
  if (value.length < min)
    return `${name} is ${value.length} characters; it needs at least ${min} (e.g. \`openssl rand -base64 48\`)`;
  const lowered = value.toLowerCase();
  if (KNOWN_WEAK_SECRETS.some((w) => lowered.startsWith(w)) || lowered.includes('demo'))
    return `${name} is a placeholder or demo value`;
  // 'aaaa…' or '1212…' is long but guessable; random secrets have many distinct characters.
  if (new Set(value).size < 10) return `${name} has too few distinct characters to be random`;
  return null;
}

function secret(env: Env, name: string, problems: string[], required: boolean) {
  if (!required && !env[name]) return;
  const problem = secretProblem(name, env[name]);
  if (problem) problems.push(problem);
}

export function formatProblems(service: string, problems: string[]): string {
  return [
    `${service} cannot start in production; fix these environment variables:`,
    ...problems.map((p) => `  - ${p}`),
    'See docs/operations.md.',
  ].join('\n');
}
