import { secretProblem } from '../lib/production-env';

/*
 * With NODE_ENV=production the reference Casino API refuses to start on a demo or missing setting
 * and lists every one (server.ts; docs/operations.md). The embedded demo (scripts/start.ts) never
 * goes through server.ts, so it keeps its demo defaults.
 */

type Env = Record<string, string | undefined>;

export const DEMO_OPERATOR_KEY = 'demo-operator-key';

export function apiProductionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push('DATABASE_URL is missing (production runs on PostgreSQL; PGlite is for one demo process)');
  else if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL))
    problems.push('DATABASE_URL must be a postgres:// URL');
  // The operator API moves money; unset disables it, which is allowed.
  if (env.OPERATOR_KEY) {
    const problem =
      env.OPERATOR_KEY === DEMO_OPERATOR_KEY
        ? 'OPERATOR_KEY is the demo key'
        : secretProblem('OPERATOR_KEY', env.OPERATOR_KEY, 24);
    if (problem) problems.push(problem);
  }
  if (env.OTP_BYPASS !== 'false')
    problems.push('OTP_BYPASS must be false (otherwise registration accepts the fixed code 0000)');
  if (env.DEMO_AUTO_SETTLE_SECONDS && env.DEMO_AUTO_SETTLE_SECONDS !== '0')
    problems.push('DEMO_AUTO_SETTLE_SECONDS approves deposits nobody paid; unset it');
  if (env.DATABASE_POOL_SIZE && !/^\d+$/.test(env.DATABASE_POOL_SIZE))
    problems.push('DATABASE_POOL_SIZE must be a whole number');
  return problems;
}
