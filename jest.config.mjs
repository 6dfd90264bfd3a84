import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * .next/ holds build output, standalone/ a copy of package.json among it: Jest's module map would
 * report a "Haste module naming collision" on every run after a build.
 * @param {import('jest').Config} config
 */
const project = (config) =>
  createJestConfig({ modulePathIgnorePatterns: ['<rootDir>/\\.next'], ...config })();

// ESM-only packages the components import (next-intl and what it uses) must go through SWC too.
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  '@schummar',
].join('|');

/** Same as `project`, but lets SWC transform the ESM-only packages for component tests. */
const componentProject = async (config) => {
  const resolved = await project(config);
  return { ...resolved, transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`] };
};

const siteModules = {
  '^@/(.*)$': '<rootDir>/$1',
  // Jest runs server modules outside Next, where the real package throws on import.
  '^server-only$': '<rootDir>/tests/server-only-stub.ts',
};

/*
 * Four projects: `unit` (pure lib/ and components, jsdom), `integration` (BFF route handlers
 * against a live reference Casino API over HTTP), `casino-api` (the reference upstream on PGlite,
 * or PostgreSQL when DATABASE_URL is set) and `contract` (spec §7 against any CASINO_API_URL).
 */
export default async function config() {
  return {
    projects: await Promise.all([
      componentProject({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
        setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
        moduleNameMapper: siteModules,
      }),
      project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
        moduleNameMapper: siteModules,
        setupFilesAfterEnv: ['<rootDir>/tests/slow-setup.ts'],
      }),
      project({
        displayName: 'casino-api',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/casino-api/**/*.test.ts'],
        // *.pg.test.ts (EXPLAIN plans) mean something on PostgreSQL only: selected when DATABASE_URL
        // is set, so the PGlite run in `npm test` neither runs nor reports them as skipped.
        testPathIgnorePatterns: process.env.DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$'],
        setupFilesAfterEnv: ['<rootDir>/tests/slow-setup.ts'],
      }),
      project({
        // docs/operations.md as an operator sees it: real processes, signals, PostgreSQL and Redis;
        // .ci/run runs it after `next build`.
        displayName: 'ops',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/ops/**/*.test.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/slow-setup.ts'],
      }),
      project({
        displayName: 'contract',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/slow-setup.ts'],
      }),
    ]),
  };
}
