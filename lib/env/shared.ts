import { z } from 'zod';
import { flag, httpUrl, integer, requiredRule, secretProblem, variable } from './define';

/*
 * Variables more than one process reads, declared once (lib/env/define.ts). A process that reads one
 * differently (another default, another rule) restates it in its own module.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DATA_DIR = variable({
  schema: z.string().default('.data'),
  description: 'what the demo keeps on disk: PGlite data, the generated session secret, banner clicks',
  default: '.data',
});

export const LOG_LEVEL = variable({
  schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  description: 'pino level of the JSON-line logs; debug adds each upstream call with its timing',
  default: 'info',
});

export const METRICS_TOKEN = variable({
  schema: z.string().optional(),
  description: 'bearer token that may read /metrics from another host; unset: loopback only',
  default: 'unset',
});

export const SHUTDOWN_GRACE_MS = variable({
  schema: integer(0, 120_000).default(10_000),
  description: 'graceful shutdown: how long requests in flight may still run after SIGTERM',
  default: '10000',
});

export const SHUTDOWN_DELAY_MS = variable({
  schema: integer(0, 60_000).default(1_000),
  description: 'graceful shutdown: how long /ready answers 503 while still serving, so a balancer drains it',
  default: '1000',
});

export const SITE_NAME = variable({
  schema: z.string().default('Lobby Demo'),
  description:
    "the brand's name where the upstream's /site-info gives none; also the passkey relying party's name",
  default: 'Lobby Demo',
});

export const CONTACT_URL = variable({
  schema: z.url({ error: 'is not a URL' }).default('https://line.me/R/ti/p/@lobbydemo'),
  description: "the customer-service chat link where the upstream's /site-info gives none",
  default: 'https://line.me/R/ti/p/@lobbydemo',
});

export const PASSKEY_RP_ID = variable({
  schema: z.string().optional(),
  description: "passkeys' relying party, a registrable domain such as example.com",
  default: "SITE_URL's host",
});

export const PASSKEY_ORIGINS = variable({
  schema: z.string().optional(),
  description:
    'comma-separated origins the site is served from, the only ones a passkey ceremony may come from',
  default: "SITE_URL's origin",
});

export const CASINO_API_PORT = variable({
  schema: integer(0, 65_535).default(4000),
  description: 'port of the reference Casino API, embedded by the launcher or on its own',
  default: '4000',
});

export const DATABASE_URL = variable({
  schema: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// URL' })
    .optional(),
  description: "the reference Casino API's PostgreSQL",
  default: 'unset: PGlite in $DATA_DIR/casino-db',
  production: requiredRule(
    'DATABASE_URL',
    ' (production runs on PostgreSQL; PGlite is for one demo process)',
  ),
});

export const DATABASE_POOL_SIZE = variable({
  // instances × pool size must stay under PostgreSQL's max_connections (docs/operations.md)
  schema: integer(1, 200).default(10),
  description: 'PostgreSQL connections per reference API process',
  default: '10',
});

export const DEMO_OPERATOR_KEY = 'demo-operator-key';

export const OPERATOR_KEY = variable({
  schema: z.string().min(16, { error: 'needs at least 16 characters' }).optional(),
  description: 'X-Operator-Key of the staff API (/operator/*), which moves money; unset disables it',
  default: 'unset',
  production: {
    rule: 'optional; 24+ random characters, not the demo key',
    check: (raw) => {
      if (!raw) return null;
      if (raw === DEMO_OPERATOR_KEY) return 'OPERATOR_KEY is the demo key';
      return secretProblem('OPERATOR_KEY', raw, 24);
    },
  },
});

export const OTP_BYPASS = variable({
  schema: flag.default(true),
  description:
    "registration accepts the fixed code 0000 with the client's bypass flag; false: the real SMS code",
  default: 'true',
  production: {
    rule: 'must be false',
    check: (raw) =>
      raw !== undefined && ['false', '0', 'off', 'no'].includes(raw)
        ? null
        : 'OTP_BYPASS must be false (otherwise registration accepts the fixed code 0000)',
  },
});

export const DEMO_AUTO_SETTLE_SECONDS = variable({
  // 0 is off, like unset
  schema: integer(0, 86_400)
    .optional()
    .transform((v) => v || undefined),
  description: 'demo: pending deposits are approved by themselves after this many seconds; 0 or unset: off',
  default: 'unset (off)',
  production: {
    rule: 'unset or 0',
    check: (raw) =>
      raw && raw !== '0' ? 'DEMO_AUTO_SETTLE_SECONDS approves deposits nobody paid; unset it' : null,
  },
});

export const CASINO_API_URL = variable({
  schema: httpUrl().optional(),
  description: "the operator's Casino API, the base URL ending in /api",
  default: 'unset: the launcher embeds the reference API',
  production: requiredRule('CASINO_API_URL'),
});

export const SESSION_SECRET = variable({
  schema: z
    .string()
    .min(32, { error: (issue) => `is ${String(issue.input).length} characters; it needs at least 32` })
    .optional(),
  description: 'seals the session cookie; 32+ random characters, the same on every instance',
  default: 'generated into $DATA_DIR/session-secret by the launcher for the demo',
  production: {
    rule: 'required; 32+ random characters, no placeholder',
    check: (raw) => secretProblem('SESSION_SECRET', raw),
  },
});

export const NEXT_DIST_DIR = variable({
  schema: z.string().default('.next'),
  description: "Next's build folder, read at `next build` and by the launcher (tests build into their own)",
  default: '.next',
});

export const SITE_URL = variable({
  schema: httpUrl().optional(),
  description: 'the public origin without /lobby (canonical URLs, sitemap, passkeys), read at `next build`',
  default: 'http://localhost:3000',
  production: {
    rule: 'required, https://',
    check: (raw) => {
      if (!raw) return 'SITE_URL is missing';
      return URL.canParse(raw) && new URL(raw).protocol === 'http:'
        ? 'SITE_URL must be an https:// URL (members reach the site over TLS)'
        : null;
    },
  },
});

export const UV_THREADPOOL_SIZE = variable({
  schema: integer(1, 1024).optional(),
  description:
    "libuv's thread pool, where password hashing runs (one per core); read by Node itself (casino-api/threadpool.ts sets the default)",
  default: 'cores + 4',
});
