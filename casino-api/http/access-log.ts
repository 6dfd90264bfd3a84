import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { casinoApiEnv } from '../../lib/env/casino-api';

/*
 * One JSON line per request (docs/operations.md), as the site's BFF writes: request id, method, route
 * pattern (never the raw path: /operator/customers/0812345678 would log a phone), status, latency.
 * A request id from the caller (the BFF sends its own) is kept so both services' lines join up.
 */

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function createLogger(
  level = casinoApiEnv.get('LOG_LEVEL') ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { service: 'casino-api' },
      redact: {
        paths: ['authorization', 'password', 'token', '*.authorization', '*.password', '*.token'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** The process's own lines (errors, jobs) beside the access log, in the same format. */
export const apiLog = createLogger();

export function accessLog(app: Hono, logger: Logger): void {
  app.use('*', async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    await next();
    c.res.headers.set('x-request-id', requestId);
    // probes would drown the real traffic at info
    const probe = c.req.path === '/health' || c.req.path === '/ready';
    logger[probe ? 'debug' : 'info'](
      {
        requestId,
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
