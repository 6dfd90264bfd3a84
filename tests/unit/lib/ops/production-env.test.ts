import { isProductionSite, siteProductionProblems } from '@/lib/env/site';
import { apiProductionProblems } from '@/lib/env/casino-api';

// docs/operations.md: production start-up refuses a missing or weak setting and names every one at once.
const strongSecret = 'k3J9-vQ2x-Lp7w-Zr4t-Hy6n-Bc1e-Md8s-Fa5g';
const goodSite = {
  NODE_ENV: 'production',
  CASINO_API_URL: 'https://api.operator.example/api',
  SITE_URL: 'https://www.operator.example',
  SESSION_SECRET: strongSecret,
};

describe('site production environment', () => {
  it('is production under NODE_ENV=production unless the launcher embeds the demo', () => {
    expect(isProductionSite({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionSite({ NODE_ENV: 'production', DEMO: 'true' })).toBe(false);
    expect(isProductionSite({ NODE_ENV: 'development' })).toBe(false);
  });

  it('accepts a complete, strong configuration', () => {
    expect(siteProductionProblems(goodSite)).toEqual([]);
  });

  it('lists every missing variable at once', () => {
    const problems = siteProductionProblems({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^CASINO_API_URL is missing/),
      expect.stringMatching(/^SITE_URL is missing/),
      expect.stringMatching(/^SESSION_SECRET is missing/),
    ]);
  });

  it.each([
    [
      'a short secret',
      { SESSION_SECRET: 'too-short-0123456789' },
      /SESSION_SECRET is 20 characters; it needs at least 32/,
    ],
    [
      'a long but repetitive secret',
      { SESSION_SECRET: 'ab'.repeat(20) },
      /SESSION_SECRET has too few distinct characters/,
    ],
    [
      'a placeholder secret',
      { SESSION_SECRET: 'changeme-changeme-changeme-changeme-1' },
      /SESSION_SECRET is a placeholder/,
    ],
    [
      'a previous secret equal to the current one',
      { SESSION_SECRET_PREVIOUS: strongSecret },
      /SESSION_SECRET_PREVIOUS equals SESSION_SECRET/,
    ],
    [
      'a plain-http public origin',
      { SITE_URL: 'http://www.operator.example' },
      /SITE_URL must be an https:\/\/ URL/,
    ],
    [
      'an upstream that is not a URL',
      { CASINO_API_URL: 'api.operator.example' },
      /CASINO_API_URL is not a URL/,
    ],
    ['insecure cookies', { COOKIE_SECURE: 'false' }, /COOKIE_SECURE=false/],
    ['loosened brute-force limits', { RATE_LIMIT_MULTIPLIER: '50' }, /RATE_LIMIT_MULTIPLIER/],
    ['a malformed Redis URL', { REDIS_URL: 'localhost:6379' }, /REDIS_URL must look like redis:\/\//],
    ['an unknown log level', { LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of/],
  ])('refuses %s', (_, change, message) => {
    expect(siteProductionProblems({ ...goodSite, ...change })).toEqual([expect.stringMatching(message)]);
  });
});

describe('reference Casino API production environment', () => {
  const goodApi = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://casino@db.internal:5432/casino',
    OTP_BYPASS: 'false',
    OPERATOR_KEY: 'op-7Hq2-Zx9v-Lm3k-Rt8w-Pn4c',
  };

  it('accepts a complete configuration, with or without the operator API', () => {
    expect(apiProductionProblems(goodApi)).toEqual([]);
    expect(apiProductionProblems({ ...goodApi, OPERATOR_KEY: undefined })).toEqual([]);
  });

  it('lists the demo defaults that must not reach production', () => {
    const problems = apiProductionProblems({
      NODE_ENV: 'production',
      OPERATOR_KEY: 'demo-operator-key',
      DEMO_AUTO_SETTLE_SECONDS: '20',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^DATABASE_URL is missing/),
      'OPERATOR_KEY is the demo key',
      expect.stringMatching(/^OTP_BYPASS must be false/),
      expect.stringMatching(/^DEMO_AUTO_SETTLE_SECONDS/),
    ]);
  });

  it('refuses a short operator key', () => {
    expect(apiProductionProblems({ ...goodApi, OPERATOR_KEY: 'short-key-123' })).toEqual([
      expect.stringMatching(/OPERATOR_KEY is 13 characters; it needs at least 24/),
    ]);
  });
});
