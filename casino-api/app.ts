import { Hono } from 'hono';
import type { Deps } from './deps';
import { handleError } from './http/errors';
import { authRoutes } from './routes/auth';
import { creditRoutes } from './routes/credit';
import { demoProviderRoutes } from './routes/demo-provider';
import { gameRoutes } from './routes/games';
import { memberRoutes } from './routes/member';
import { operatorRoutes } from './routes/operator';
import { passwordRoutes } from './routes/password';
import { publicRoutes } from './routes/public';
import { referralRoutes } from './routes/referral';
import { registerRoutes } from './routes/register';
import { walletRoutes } from './routes/wallet';

export type { Deps } from './deps';

/** The reference Casino API: every contract route under /api, staff routes under /operator (ARCHITECTURE §6). */
export function createApp(deps: Deps): Hono {
  const app = new Hono();
  authRoutes(app, deps);
  registerRoutes(app, deps);
  memberRoutes(app, deps);
  publicRoutes(app, deps);
  creditRoutes(app, deps);
  passwordRoutes(app, deps);
  walletRoutes(app, deps);
  gameRoutes(app, deps);
  demoProviderRoutes(app, deps);
  referralRoutes(app, deps);
  operatorRoutes(app, deps);
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError(handleError);
  return app;
}
