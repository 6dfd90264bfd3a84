import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Imports flow one way (app → components → lib) and never in a circle: a cycle makes module
    // order matter and hides which file owns what. eslint-config-next sets the TypeScript resolver,
    // so `@/` paths and .ts/.tsx files are followed. Packages are not walked: that was most of the
    // rule's cost, for nothing of ours. The rule skips `import type`; tests/unit/import-cycles.test.ts
    // counts those too.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/**',
    'scripts/bench/floor-app/.next/**',
    'scripts/bench/floor-app/next-env.d.ts',
  ]),
]);
