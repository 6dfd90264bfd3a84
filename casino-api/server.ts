// first: the .env files, then libuv's thread pool size, before anything else reads either
import './env-files';
import './threadpool';
import { formatProblems } from '../lib/env/define';
import { apiProductionProblems, casinoApiEnv } from '../lib/env/casino-api';
import { PortInUseError } from './port';
import { startCasinoApi } from './start';
import { passkeyConfig } from './config';

/* `npm run casino-api`: the reference upstream on its own, configured from the environment (lib/env/casino-api.ts). */

async function main() {
  const production = process.env.NODE_ENV === 'production';
  const problems = production ? apiProductionProblems() : casinoApiEnv.problems();
  if (problems.length > 0) {
    console.error(formatProblems('The reference Casino API', problems, production));
    process.exit(1);
  }
  const env = casinoApiEnv.read();
  const api = await startCasinoApi({
    port: env.CASINO_API_PORT,
    host: env.CASINO_API_HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    seed: env.SEED_DEMO ?? !production,
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
