import './threadpool';
import { z } from 'zod';
import { formatProblems } from '../lib/production-env';
import { PortInUseError } from './port';
import { apiProductionProblems } from './production-env';
import { startCasinoApi } from './start';
import { passkeyConfig } from './config';

/* `npm run casino-api`: the reference upstream on its own, configured from the environment. */

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const env = z
  .object({
    CASINO_API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    CASINO_API_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    OTP_BYPASS: flag.default(true),
    OPERATOR_KEY: z.string().min(16, 'OPERATOR_KEY needs at least 16 characters').optional(),
    PAYMENT_GATEWAY: flag.default(true),
    // demo mode (casino-api/README.md): pending deposits are approved after this many seconds; unset = off
    DEMO_AUTO_SETTLE_SECONDS: z.coerce.number().int().positive().max(86_400).optional(),
    // instances × pool size must stay under PostgreSQL's max_connections (docs/operations.md)
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    // demo members with a known password have no place in a production database
    SEED_DEMO: flag.default(process.env.NODE_ENV !== 'production'),
    // passkeys (casino-api/README.md, "Passkeys"): the member site's address, or its host and origins
    SITE_URL: z.string().url().default('http://localhost:3000'),
    PASSKEY_RP_ID: z.string().min(1).optional(),
    PASSKEY_ORIGINS: z.string().min(1).optional(),
  })
  .parse({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    OPERATOR_KEY: process.env.OPERATOR_KEY || undefined,
    DEMO_AUTO_SETTLE_SECONDS: process.env.DEMO_AUTO_SETTLE_SECONDS || undefined,
  });

async function main() {
  if (process.env.NODE_ENV === 'production') {
    const problems = apiProductionProblems(process.env);
    if (problems.length > 0) {
      console.error(formatProblems('The reference Casino API', problems));
      process.exit(1);
    }
  }
  const api = await startCasinoApi({
    port: env.CASINO_API_PORT,
    host: env.CASINO_API_HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    seed: env.SEED_DEMO,
    config: {
      otpBypass: env.OTP_BYPASS,
      operatorKey: env.OPERATOR_KEY,
      paymentGateway: env.PAYMENT_GATEWAY,
      demoAutoSettleSeconds: env.DEMO_AUTO_SETTLE_SECONDS,
      passkeys: passkeyConfig(env, env.SITE_URL),
    },
  });
  // Graceful shutdown (docs/operations.md): say not-ready while still serving (SHUTDOWN_DELAY_MS), stop
  // listening, let requests in flight finish (bounded), close the pool, exit 0.
  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // a busy port is one line of its own (casino-api/port.ts)
  if (error instanceof PortInUseError) console.error(error.message);
  else console.error('[casino-api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
