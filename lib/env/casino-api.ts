import { z } from 'zod';
import { defineEnv, flag, httpUrl, restate, variable, type Env } from './define';
import {
  CASINO_API_PORT,
  DATA_DIR,
  DATABASE_POOL_SIZE,
  DATABASE_URL,
  DEMO_AUTO_SETTLE_SECONDS,
  LOG_LEVEL,
  METRICS_TOKEN,
  OPERATOR_KEY,
  OTP_BYPASS,
  PASSKEY_ORIGINS,
  PASSKEY_RP_ID,
  SHUTDOWN_DELAY_MS,
  SHUTDOWN_GRACE_MS,
  SITE_NAME,
  UV_THREADPOOL_SIZE,
} from './shared';

/*
 * The reference Casino API's configuration (`npm run casino-api`, casino-api/server.ts): every environment
 * variable it reads (lib/env/define.ts). Embedded by the launcher, the same code reads METRICS_TOKEN and
 * LOG_LEVEL from the launcher's environment; the rest the launcher passes as options (lib/env/launcher.ts).
 */

export const casinoApiEnv = defineEnv(
  'Reference Casino API',
  '`npm run casino-api` on its own (in production on PostgreSQL). Embedded by `npm start`, it takes its settings from the launcher instead.',
  {
    CASINO_API_PORT,
    CASINO_API_HOST: variable({
      schema: z.string().default('127.0.0.1'),
      description: 'the address it listens on',
      default: '127.0.0.1',
    }),
    DATABASE_URL,
    DATABASE_POOL_SIZE,
    DATA_DIR: restate(DATA_DIR, { description: 'where PGlite keeps its data when DATABASE_URL is unset' }),
    OPERATOR_KEY,
    OTP_BYPASS,
    DEMO_AUTO_SETTLE_SECONDS,
    PAYMENT_GATEWAY: variable({
      schema: flag.default(true),
      description: 'spec §3 payment_gateway_status: deposits by PromptPay QR (true) or by transfer (false)',
      default: 'true',
    }),
    // demo members with a known password have no place in a production database
    SEED_DEMO: variable({
      schema: flag.optional(),
      description: 'seed the demo members and their history into an empty database',
      default: 'true; false under NODE_ENV=production',
    }),
    SITE_URL: variable({
      schema: httpUrl().default('http://localhost:3000'),
      description: "the member site's address, whose host and origin passkeys belong to",
      default: 'http://localhost:3000',
    }),
    SITE_NAME: restate(SITE_NAME, { description: "the passkey relying party's name" }),
    PASSKEY_RP_ID,
    PASSKEY_ORIGINS,
    SHUTDOWN_GRACE_MS,
    SHUTDOWN_DELAY_MS,
    METRICS_TOKEN,
    UV_THREADPOOL_SIZE,
    LOG_LEVEL: restate(LOG_LEVEL, {
      description: 'pino level of its JSON-line access log',
      default: 'info; silent under NODE_ENV=test',
    }),
  },
);

/** Every problem with the API's production environment (NODE_ENV=production), one line each. */
export function apiProductionProblems(env: Env = process.env): string[] {
  return casinoApiEnv.productionProblems(env);
}
