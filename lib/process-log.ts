import pino from 'pino';
import { siteEnv } from './env/site';

/*
 * Structured JSON-line logs (docs/operations.md, docs/security.md): pino's numeric levels (30 info,
 * 40 warn, 50 error), the same fields in every line of the site. No 'server-only' here, so the
 * process start-up (lib/ops/site-process.ts) and build-time code log through the same logger; route
 * code imports it through lib/log.ts. Fields that could carry secrets are
 * redacted by name wherever they appear, so a token, password or OTP never reaches a log line.
 */
export const logOptions: pino.LoggerOptions = {
  level: siteEnv.get('LOG_LEVEL') ?? 'info',
  base: { service: 'site' },
  redact: {
    paths: [
      'token',
      'password',
      'otp',
      'authorization',
      'cookie',
      '*.token',
      '*.password',
      '*.otp',
      '*.authorization',
      '*.cookie',
      '*.access_token',
    ],
    censor: '[redacted]',
  },
};

export const processLog = pino(logOptions);
