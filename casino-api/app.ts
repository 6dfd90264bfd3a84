import { Hono } from 'hono';
import type { Logger } from 'pino';
import { ambientDb } from './db/join';
import type { Deps } from './deps';
import { accessLog } from './http/access-log';
import { handleError } from './http/errors';
import { metricsRoutes } from './http/metrics';
import { authRoutes } from './routes/auth';
import { creditRoutes } from './routes/credit';
import { demoProviderRoutes } from './routes/demo-provider';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { memberRoutes } from './routes/member';
import { openApiRoutes } from './routes/openapi';
import { noticeRoutes } from './routes/notices';
import { operatorRoutes } from './routes/operator';
import { passkeyRoutes } from './routes/passkeys';
import { passwordRoutes } from './routes/password';
import { protectionRoutes } from './routes/protection';
import { publicRoutes } from './routes/public';
import { referralRoutes } from './routes/referral';
import { registerRoutes } from './routes/register';
import { timelineRoutes } from './routes/timeline';
import { walletRoutes } from './routes/wallet';

export type { Deps } from './deps';

/**
 * The reference Casino API: every contract route under /api, staff routes under /operator
 * (docs/architecture.md §6).
 */
export function createApp(deps: Deps, logger?: Logger): Hono {
  const app = new Hono();
  // Routes query through the ambient handle, so an idempotent call can run them in its transaction.
  deps = { ...deps, db: ambientDb(deps.db) };
  metricsRoutes(app);
  if (logger) accessLog(app, logger);
  healthRoutes(app, deps);
  openApiRoutes(app);
  authRoutes(app, deps);
  registerRoutes(app, deps);
  memberRoutes(app, deps);
  publicRoutes(app, deps);
  creditRoutes(app, deps);
  passwordRoutes(app, deps);
  walletRoutes(app, deps);
  timelineRoutes(app, deps);
  noticeRoutes(app, deps);
  passkeyRoutes(app, deps);
  gameRoutes(app, deps);
  demoProviderRoutes(app, deps);
  referralRoutes(app, deps);
  protectionRoutes(app, deps);
  operatorRoutes(app, deps);
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError(handleError);
  return app;
}
