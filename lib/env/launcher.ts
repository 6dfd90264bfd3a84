import { z } from 'zod';
import { defineEnv, integer, restate, variable } from './define';
import {
  CASINO_API_PORT,
  CASINO_API_URL,
  CONTACT_URL,
  DATA_DIR,
  DATABASE_POOL_SIZE,
  DATABASE_URL,
  DEMO_OPERATOR_KEY,
  LOG_LEVEL,
  METRICS_TOKEN,
  NEXT_DIST_DIR,
  OPERATOR_KEY,
  OTP_BYPASS,
  PASSKEY_ORIGINS,
  PASSKEY_RP_ID,
  SESSION_SECRET,
  SHUTDOWN_GRACE_MS,
  SITE_NAME,
  SITE_URL,
  UV_THREADPOOL_SIZE,
} from './shared';

/*
 * The launcher's configuration (`npm start`, `npm run dev`: scripts/start.ts): every environment variable
 * it reads (lib/env/define.ts). It passes its whole environment on to the site, which checks its own
 * (lib/env/site.ts); with no CASINO_API_URL it embeds the reference Casino API with the demo's settings.
 */

export { DEMO_OPERATOR_KEY };

export const launcherEnv = defineEnv(
  'Launcher',
  '`npm start` and `npm run dev` (scripts/start.ts): the site, and with no CASINO_API_URL the reference Casino API embedded with demo data. It reads the .env files as Next does and passes its environment on to the site, which reads its own variables above.',
  {
    PORT: variable({
      schema: integer(0, 65_535).default(3000),
      description: "the site's port",
      default: '3000',
    }),
    SITE_HOST: variable({
      schema: z.string().default('0.0.0.0'),
      description: 'the address the site listens on',
      default: '0.0.0.0 (phones on the LAN reach the demo)',
    }),
    CASINO_API_URL: restate(CASINO_API_URL, {
      description:
        "the operator's Casino API; set, the launcher starts only the site and applies the site's production checks",
      production: undefined,
    }),
    SESSION_SECRET: restate(SESSION_SECRET, {
      description: 'required with CASINO_API_URL; the demo generates one into $DATA_DIR/session-secret',
      production: undefined,
    }),
    DATA_DIR: restate(DATA_DIR, { description: "the demo's data: PGlite, the generated session secret" }),
    NEXT_DIST_DIR,
    SHUTDOWN_GRACE_MS: restate(SHUTDOWN_GRACE_MS, {
      description: "the site's drain bound; the launcher kills a site still running 5 s after it",
    }),
    CASINO_API_PORT,
    DATABASE_URL: restate(DATABASE_URL, { production: undefined }),
    DATABASE_POOL_SIZE,
    OPERATOR_KEY: variable({
      schema: OPERATOR_KEY.schema,
      description: "the embedded API's staff key (X-Operator-Key)",
      default: DEMO_OPERATOR_KEY,
    }),
    OTP_BYPASS: restate(OTP_BYPASS, { production: undefined }),
    DEMO_AUTO_SETTLE_SECONDS: variable({
      schema: integer(0, 86_400)
        .default(20)
        .transform((v) => v || undefined),
      description:
        'the embedded demo approves a pending deposit after this many seconds, so a visitor walks the flow alone; 0: off',
      default: '20',
    }),
    SITE_NAME: restate(SITE_NAME, { description: "the site's name in the embedded API's site info" }),
    CONTACT_URL: restate(CONTACT_URL, { description: "the contact link in the embedded API's site info" }),
    SITE_URL: restate(SITE_URL, {
      description: "the site's public address: the embedded API's referral links and passkeys",
      default: 'http://localhost:$PORT',
      production: undefined,
    }),
    PASSKEY_RP_ID,
    UV_THREADPOOL_SIZE,
    PASSKEY_ORIGINS,
    METRICS_TOKEN: restate(METRICS_TOKEN, {
      description: "bearer token for the embedded API's /metrics from another host",
    }),
    LOG_LEVEL: restate(LOG_LEVEL, { description: "pino level of the embedded API's access log" }),
  },
);
