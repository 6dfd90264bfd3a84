import { z } from 'zod';
import { startCasinoApi } from './start';

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
    // demo mode (README): pending deposits are approved after this many seconds; unset = off
    DEMO_AUTO_SETTLE_SECONDS: z.coerce.number().int().positive().max(86_400).optional(),
  })
  .parse({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    OPERATOR_KEY: process.env.OPERATOR_KEY || undefined,
    DEMO_AUTO_SETTLE_SECONDS: process.env.DEMO_AUTO_SETTLE_SECONDS || undefined,
  });

async function main() {
  const api = await startCasinoApi({
    port: env.CASINO_API_PORT,
    host: env.CASINO_API_HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    config: {
      otpBypass: env.OTP_BYPASS,
      operatorKey: env.OPERATOR_KEY,
      paymentGateway: env.PAYMENT_GATEWAY,
      demoAutoSettleSeconds: env.DEMO_AUTO_SETTLE_SECONDS,
    },
  });
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
  console.error('[casino-api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
