import { z } from 'zod';
import { LEGAL_AGE } from '../protection/legal-age';
import { defineEnv, integer, restate, secretProblem, trueOrFalse, variable, type Env } from './define';
import {
  CASINO_API_URL,
  CONTACT_URL,
  DATA_DIR,
  LOG_LEVEL,
  METRICS_TOKEN,
  NEXT_DIST_DIR,
  SESSION_SECRET,
  SHUTDOWN_DELAY_MS,
  SHUTDOWN_GRACE_MS,
  SITE_NAME,
  SITE_URL,
} from './shared';

/*
 * The member site's configuration (Next's server, `next build`, proxy.ts, instrumentation.ts): every
 * environment variable it reads (lib/env/define.ts). Server code reads them as `siteEnv.get('NAME')`;
 * lib/config.ts shapes the session and upstream settings from them.
 */

/** A process limit (docs/operations.md, connection limits): 0 turns it off where that is allowed. */
function limit(max: number, description: string, fallback: number, zeroAllowed = true) {
  return variable({
    schema: integer(zeroAllowed ? 0 : 1, max).default(fallback),
    description,
    default: String(fallback),
  });
}

export const siteEnv = defineEnv(
  'Member site',
  "The Next.js server (`npm start` passes its environment on; `node server.js` in production reads its own, and its PORT and HOSTNAME are Next's) and `next build`, which bakes the public settings into static pages.",
  {
    CASINO_API_URL,
    SITE_URL,
    SESSION_SECRET,
    SESSION_SECRET_PREVIOUS: variable({
      schema: SESSION_SECRET.schema,
      description: 'the secret before a rotation: cookies it sealed still open until they expire',
      default: 'unset',
      production: {
        rule: 'optional; 32+ random characters, not SESSION_SECRET',
        check: (raw, env) => {
          if (!raw) return null;
          if (raw === env.SESSION_SECRET?.trim())
            return 'SESSION_SECRET_PREVIOUS equals SESSION_SECRET (a rotation needs a new secret)';
          return secretProblem('SESSION_SECRET_PREVIOUS', raw);
        },
      },
    }),
    COOKIE_SECURE: variable({
      schema: trueOrFalse().optional(),
      description: 'Secure cookies; unset: on in production, off over the demo’s plain http',
      default: 'unset',
      production: {
        rule: 'not false',
        check: (raw) =>
          raw === 'false' ? 'COOKIE_SECURE=false would send the session cookie over plain http' : null,
      },
    }),
    RATE_LIMIT_MULTIPLIER: variable({
      schema: z.coerce
        .number({ error: 'must be a number above 0' })
        .positive({ error: 'must be a number above 0' })
        .default(1),
      description: 'scales every brute-force allowance; the browser tests raise it',
      default: '1',
      production: {
        rule: '1 or less',
        check: (raw) =>
          raw && Number(raw) > 1
            ? 'RATE_LIMIT_MULTIPLIER loosens the brute-force limits; it is for test runs only'
            : null,
      },
    }),
    REDIS_URL: variable({
      schema: z
        .string()
        .regex(/^rediss?:\/\/.+/, { error: 'must look like redis://host:6379 or rediss://…' })
        .optional(),
      description:
        'shared brute-force limits and session records (logout, remote sign-out) for several instances',
      default: 'unset: in memory, one instance',
    }),
    TRUSTED_IP_HEADER: variable({
      schema: z.string().optional(),
      description: 'behind a reverse proxy: the header it puts the client address in',
      default: 'unset: the connection’s address; x-forwarded-for once TRUSTED_PROXY_HOPS is set',
    }),
    TRUSTED_PROXY_HOPS: variable({
      schema: z
        .string()
        .regex(/^\d{1,2}$/, { error: 'must be a small whole number' })
        .transform(Number)
        .optional(),
      description: 'proxies of your own after the one that adds the client address (one nginx: 0)',
      default: 'unset: no header believed',
    }),
    UPSTREAM_TIMEOUT_MS: variable({
      schema: integer(100, 60_000).default(8000),
      description: 'how long one Casino API call may take',
      default: '8000',
    }),
    // ASVS V7.3: a session nobody used for this long is dead, whatever its absolute lifetime.
    SESSION_IDLE_MINUTES: variable({
      schema: integer(1, 720).default(30),
      description: 'a session unused this long is signed out',
      default: '30',
    }),
    // ASVS V7.5 step-up (docs/security.md, "Passkeys and step-up"): how long a proof of the player covers
    // a withdrawal or an account change. The browser journeys shorten it to see the prompt.
    STEP_UP_SECONDS: variable({
      schema: integer(30, 3600).default(600),
      description: 'how long a fresh proof of the player covers a withdrawal or an account change',
      default: '600',
    }),
    LOG_LEVEL,
    METRICS_TOKEN,
    SITE_NAME,
    CONTACT_URL,
    APP_URL: variable({
      schema: z.url({ error: 'is not a URL' }).optional(),
      description: 'the mobile app’s download page, offered by the site when set',
      default: 'unset',
    }),
    GAME_FRAME_ORIGINS: variable({
      schema: z.string().optional(),
      description: 'comma-separated https origins a game may be framed from (CSP frame-src)',
      default: "unset: CASINO_API_URL's origin",
    }),
    DEMO: variable({
      schema: trueOrFalse().default(false),
      description:
        'set by the launcher when it embeds the reference Casino API (plain-http demo); not for production',
      default: 'false',
    }),
    DEMO_GAME_PROXY: variable({
      schema: trueOrFalse().optional(),
      description: "serve the embedded API's demo games under the site's own path",
      default: 'unset: on in the demo and `next dev`, off in production',
    }),
    NEXT_PUBLIC_LEGAL_AGE: variable({
      schema: integer(LEGAL_AGE.min, LEGAL_AGE.max).default(LEGAL_AGE.fallback),
      description: 'the legal gambling age the site states; read at `next build` into the registration form',
      default: String(LEGAL_AGE.fallback),
    }),
    RESPONSIBLE_PLAY_LINKS: variable({
      schema: z.string().optional(),
      description: 'help lines on the responsible-play page, "Name|https://…;Name|tel:…"',
      default: 'the mental-health hotline 1323 and Gamblers Anonymous',
    }),
    POSTBACK_URL: variable({
      schema: z.url({ error: 'is not a URL' }).optional(),
      description:
        "the affiliate network's conversion postback, pinged before a deposit of a visitor with a click id",
      default: 'unset: none sent',
    }),
    FIREBASE_PROJECT_ID: variable({
      schema: z.string().optional(),
      description: 'banner clicks go to Firestore in this project (with one of the next three)',
      default: 'unset: clicks go to $DATA_DIR/banner-clicks.log',
    }),
    FIREBASE_SERVICE_ACCOUNT: variable({
      schema: z.string().optional(),
      description: "the service account's JSON key, inline",
      default: 'unset',
    }),
    GOOGLE_APPLICATION_CREDENTIALS: variable({
      schema: z.string().optional(),
      description: "path of the service account's key file (read by firebase-admin itself)",
      default: 'unset',
    }),
    FIRESTORE_EMULATOR_HOST: variable({
      schema: z.string().optional(),
      description: 'host:port of the Firestore emulator (read by firebase-admin itself)',
      default: 'unset',
    }),
    FIREBASE_COLLECTION: variable({
      schema: z.string().default('banner_clicks'),
      description: 'the Firestore collection banner clicks are added to',
      default: 'banner_clicks',
    }),
    DATA_DIR: restate(DATA_DIR, {
      description: 'where banner clicks are logged when Firestore is not set up',
    }),
    SHUTDOWN_GRACE_MS,
    SHUTDOWN_DELAY_MS,
    PAGE_CACHE_SECONDS: limit(3600, 'how far behind its own cache a public page may be served (0: off)', 5),
    SITE_MAX_CONNECTIONS_PER_CLIENT: variable({
      schema: integer(0, 100_000).optional(),
      description: 'open connections per client address (0: no limit)',
      default: '256; 0 behind a proxy (TRUSTED_IP_HEADER or TRUSTED_PROXY_HOPS set)',
    }),
    SITE_MAX_CONNECTIONS: limit(100_000, 'open connections in total (0: no limit)', 8_000),
    SITE_FIRST_BYTE_TIMEOUT_MS: limit(
      600_000,
      'a connection that sends nothing this long is closed (0: off)',
      10_000,
    ),
    SITE_HEADERS_TIMEOUT_MS: limit(
      600_000,
      "how long a request's headers may take (Node's headersTimeout)",
      20_000,
      false,
    ),
    SITE_REQUEST_TIMEOUT_MS: limit(
      3_600_000,
      "how long a whole request may take (Node's requestTimeout)",
      60_000,
      false,
    ),
    LOBBY_LAUNCHER_PID: variable({
      schema: z.coerce.number().int().optional(),
      description: 'set by the launcher: the site stops when that process is gone',
      default: 'unset',
    }),
    NEXT_DIST_DIR,
  },
);

/** "Production" is NODE_ENV=production without the launcher's embedded demo (DEMO=true). */
export function isProductionSite(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' && env.DEMO?.trim() !== 'true';
}

/** Whether cookies are Secure: COOKIE_SECURE when set, else production except the embedded demo. */
export function cookiesSecure(env: Env = process.env): boolean {
  return siteEnv.get('COOKIE_SECURE', env) ?? (env.NODE_ENV === 'production' && !siteEnv.get('DEMO', env));
}

/** Every problem with the site's production environment, one line each; empty when it may start. */
export function siteProductionProblems(env: Env = process.env): string[] {
  return siteEnv.productionProblems(env);
}

/**
 * The build folder of the running code: next.config.ts inlines LOBBY_DIST_DIR (the NEXT_DIST_DIR the site
 * was built with) into the bundles, so this literal read must stay as it is; outside a bundle
 * (tests, scripts) it is NEXT_DIST_DIR.
 */
export function builtDistDir(): string {
  return process.env.LOBBY_DIST_DIR || siteEnv.get('NEXT_DIST_DIR');
}
