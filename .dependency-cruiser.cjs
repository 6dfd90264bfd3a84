/**
 * The architecture, as rules a tool checks (docs/architecture.md §2). `npm run lint` runs
 * `depcruise` with this file; a broken rule fails lint and names the rule below.
 *
 *   app/, proxy.ts, instrumentation.ts   Next's entry points: pages, layouts, route handlers
 *        ↓
 *   components/                          React by feature
 *        ↓
 *   lib/                                 logic, session, machines, stores, the upstream client
 *        ↑ only lib/casino/contract*.ts, lib/env/ (its configuration) and lib/metrics-access.ts
 *   casino-api/                          the reference upstream, a separate program
 *
 * scripts/ (the launcher, benchmarks) and tests/ may import any layer; no product code imports
 * them. Type-only imports count like any other: a type is as much a dependency as a value.
 * An import that resolves nowhere is `npm run typecheck`'s to report, not this file's.
 */

/** The product code of the member site (everything Next bundles or runs). */
const site = '^(app|components|lib)/|^(proxy|instrumentation|next\\.config)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No two modules import each other, directly or round a longer loop: a cycle makes module ' +
        'order matter and hides which file owns what. A type shared by two modules belongs in a ' +
        'third that both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-imports-no-ui',
      comment:
        'lib/ is the bottom layer: plain logic the UI and the route handlers both use. It imports ' +
        'neither components/ nor app/ nor the Next entry points (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/|^(proxy|instrumentation)\\.ts$' },
    },
    {
      name: 'components-import-no-app',
      comment:
        'components/ is used by app/, never the other way round: pages and route handlers are ' +
        "thin files in Next's conventions, and a component that reached into one would tie it to " +
        'a route (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/|^(proxy|instrumentation)\\.ts$' },
    },
    {
      name: 'site-calls-casino-api-over-http-only',
      comment:
        'The member site talks to its upstream over HTTP through lib/casino/client.ts, as it would ' +
        "to an operator's own backend; it never imports the reference API's code " +
        '(docs/architecture.md §1).',
      severity: 'error',
      from: { path: site },
      to: { path: '^casino-api/' },
    },
    {
      name: 'casino-api-shares-only-the-contract',
      comment:
        'The reference API shares with the site only the contract both sides validate against ' +
        '(lib/casino/contract*.ts, spec §7), the OpenAPI document made from it ' +
        "(lib/casino/openapi.ts), its own typed configuration and the pieces it shares with the site's " +
        '(lib/env/casino-api.ts, define.ts, shared.ts, files.ts) and who may ' +
        'read metrics (lib/metrics-access.ts, the same rule on both servers); anything else would ' +
        'let it depend on how the site works (docs/architecture.md §2).',
      severity: 'error',
      from: { path: '^casino-api/' },
      to: {
        path: '^(app|components|lib)/|^(proxy|instrumentation)\\.ts$',
        pathNot:
          '^lib/casino/(contract[^/]*|openapi)\\.ts$|^lib/env/(define|shared|casino-api|files)\\.ts$|^lib/metrics-access\\.ts$',
      },
    },
    {
      name: 'product-imports-no-tests-or-scripts',
      comment:
        'Tests and scripts may import any layer; nothing that ships imports them, so a test ' +
        'helper never ends up in a bundle or the reference API.',
      severity: 'error',
      from: { path: `${site}|^casino-api/` },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'member-page-helpers-without-zod',
      comment:
        'The helpers every member page runs in the browser (dates, the upstream sentences read back) ' +
        'stay free of zod, also through the contract schemas that import it: reaching it adds zod with all ' +
        "its locales, about 90 kB gzip, to the member lobby's first load (docs/performance.md).",
      severity: 'error',
      from: { path: '^lib/(i18n/upstream-messages|bangkok-time|dates)\\.ts$' },
      to: { path: '^node_modules/zod/|^lib/zod\\.ts$', reachable: true },
    },
  ],
  options: {
    // zod is listed (not followed) so that a rule can name it as a module no browser helper reaches.
    includeOnly: '^(app|components|lib|casino-api|scripts|tests)/|^[^/]+\\.ts$|^node_modules/zod/',
    exclude: { path: '(^|/)(\\.next[^/]*|bench|\\.data)/|node_modules/(?!zod/)|\\.d\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    // Count `import type` too (see no-circular); the TypeScript compiler resolves `@/` paths.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // The result of an unchanged tree is kept, so a second `npm run lint` re-reads nothing.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    progress: { type: 'none' },
  },
};
