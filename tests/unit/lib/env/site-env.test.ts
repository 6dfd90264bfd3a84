/** @jest-environment node */
import { ConfigError } from '@/lib/env/define';
import { siteEnv, siteProductionProblems } from '@/lib/env/site';

// lib/env/define.ts: one declaration per variable gives the typed value, the format check and production's rule.
describe("the site's typed configuration", () => {
  afterEach(() => {
    delete process.env.UPSTREAM_TIMEOUT_MS;
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it('reads typed values with their defaults, and again after the environment changed', () => {
    expect(siteEnv.get('UPSTREAM_TIMEOUT_MS')).toBe(8000);
    process.env.UPSTREAM_TIMEOUT_MS = '2500';
    expect(siteEnv.get('UPSTREAM_TIMEOUT_MS')).toBe(2500);
    // an empty value counts as unset
    expect(siteEnv.get('TRUSTED_PROXY_HOPS', { TRUSTED_PROXY_HOPS: '' })).toBeUndefined();
    expect(siteEnv.get('TRUSTED_PROXY_HOPS', { TRUSTED_PROXY_HOPS: '0' })).toBe(0);
  });

  it('names every value that does not parse at once', () => {
    const env = { UPSTREAM_TIMEOUT_MS: '50', TRUSTED_PROXY_HOPS: 'two', LOG_LEVEL: 'loud' };
    expect(siteEnv.problems(env)).toEqual([
      'TRUSTED_PROXY_HOPS must be a small whole number',
      'UPSTREAM_TIMEOUT_MS must be a whole number from 100 to 60000',
      expect.stringMatching(/^LOG_LEVEL must be one of fatal, error/),
    ]);
    expect(() => siteEnv.read(env)).toThrow(ConfigError);
    expect(() => siteEnv.get('UPSTREAM_TIMEOUT_MS', env)).toThrow(
      'UPSTREAM_TIMEOUT_MS must be a whole number from 100 to 60000',
    );
  });

  it('checks the same range in production as everywhere else', () => {
    const production = {
      NODE_ENV: 'production',
      CASINO_API_URL: 'https://api.operator.example/api',
      SITE_URL: 'https://www.operator.example',
      SESSION_SECRET: 'k3J9-vQ2x-Lp7w-Zr4t-Hy6n-Bc1e-Md8s-Fa5g',
    };
    expect(siteProductionProblems({ ...production, UPSTREAM_TIMEOUT_MS: '60000' })).toEqual([]);
    expect(siteProductionProblems({ ...production, UPSTREAM_TIMEOUT_MS: '60001' })).toEqual([
      'UPSTREAM_TIMEOUT_MS must be a whole number from 100 to 60000',
    ]);
  });
});
