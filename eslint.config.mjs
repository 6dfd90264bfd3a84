import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The whole jsx-a11y recommended set, not only the few eslint-config-next turns on: the site is
    // held to WCAG 2.2 AA (docs/architecture.md §11, axe in tests/e2e). eslint-config-next already
    // registers the plugin, so only its rules are added here.
    files: ['**/*.{jsx,tsx}'],
    rules: jsxA11y.flatConfigs.recommended.rules,
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
