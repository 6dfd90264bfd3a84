import 'server-only';
import pino from 'pino';

/*
 * Structured JSON-line logs (docs/operations.md, docs/security.md). Fields that could carry secrets are
 * redacted by name wherever they appear, so a token, password or OTP never reaches a log line.
 */
export const logOptions: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL || 'info',
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

export const log = pino(logOptions);
