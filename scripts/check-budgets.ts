import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteEnv } from '../lib/env/site';
import {
  htmlScripts,
  manifestScripts,
  prerenderedRoutes,
  renderMode,
  sameSet,
  sizeOfScripts,
  type RenderMode,
} from './bench/build-output';
import { budgets } from './bench/budgets';
import { kB } from './bench/first-load-js';

/*
 * `npm run check:budgets` (CI, after `next build`; docs/performance.md): the deterministic budgets, read from
 * the build output alone. Home, promotion and article pages must be prerendered (static or ISR)
 * in every locale, and the first-load JS of home, promotion, an article (≤ 150 kB gzip) and the
 * member lobby (≤ 230 kB gzip) must fit. Exit code 1 on any miss.
 */

const distDir = path.resolve(siteEnv.get('NEXT_DIST_DIR'));
const failures: string[] = [];
const fail = (why: string) => failures.push(why);

const routes = prerenderedRoutes(distDir);
const { basePath } = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as {
  basePath: string;
};
const locales = Object.entries(routes)
  .filter(([, r]) => r.srcRoute === '/[locale]')
  .map(([route]) => route);
if (!locales.length) fail('home (/[locale]) is not prerendered in any locale');

const describe = (mode: RenderMode) => (mode.kind === 'isr' ? `ISR ${mode.revalidateSeconds} s` : mode.kind);
const articleOf = (locale: string) =>
  Object.entries(routes).find(
    ([route, r]) => r.srcRoute === '/[locale]/article/[slug]' && route.startsWith(`${locale}/`),
  )?.[0];

console.log(`Build: ${path.relative(process.cwd(), distDir) || '.'}\n\nRender mode (must be static or ISR):`);
for (const locale of locales) {
  const article = articleOf(locale);
  if (!article) fail(`no article page is prerendered for ${locale}`);
  for (const route of [locale, `${locale}/promotion`, ...(article ? [article] : [])]) {
    const mode = renderMode(routes, route);
    if (mode.kind === 'dynamic') fail(`${route} is dynamic`);
    console.log(`  ${mode.kind === 'dynamic' ? 'FAIL' : 'ok  '}  ${route.padEnd(40)} ${describe(mode)}`);
  }
}

// Next writes the same scripts into every page's HTML that its manifests list; if that ever
// stops holding, the lobby figure (from the manifests) would be wrong, so it is proved here.
const main = locales.includes('/th') ? '/th' : locales[0];
if (main) {
  const fromHtml = htmlScripts(distDir, main);
  const fromManifest = manifestScripts(distDir, '/[locale]/(site)/page', basePath);
  if (!sameSet(fromHtml, fromManifest)) {
    fail(
      `home's HTML scripts and its manifests disagree (HTML ${fromHtml.length}, manifests ${fromManifest.length}): has Next's build output changed?`,
    );
  }
}

console.log('\nFirst-load JS (module scripts the HTML loads, gzip -9):');
const pages: { name: string; scripts: () => string[]; budgetKb: number }[] = [];
if (main) {
  pages.push({
    name: `home (${main})`,
    scripts: () => htmlScripts(distDir, main),
    budgetKb: budgets.publicFirstLoadGzipKb,
  });
  pages.push({
    name: `promotion (${main}/promotion)`,
    scripts: () => htmlScripts(distDir, `${main}/promotion`),
    budgetKb: budgets.publicFirstLoadGzipKb,
  });
  const article = articleOf(main);
  if (article)
    pages.push({
      name: `article (${article})`,
      scripts: () => htmlScripts(distDir, article),
      budgetKb: budgets.publicFirstLoadGzipKb,
    });
}
pages.push({
  name: 'member lobby (manifests)',
  scripts: () => manifestScripts(distDir, '/[locale]/(site)/lobby/page', basePath),
  budgetKb: budgets.memberLobbyFirstLoadGzipKb,
});
for (const page of pages) {
  let line: string;
  try {
    const size = sizeOfScripts(distDir, page.scripts());
    const ok = kB(size.gzip) <= page.budgetKb;
    if (!ok) fail(`${page.name}: ${kB(size.gzip).toFixed(1)} kB gzip > ${page.budgetKb} kB`);
    line = `${ok ? 'ok  ' : 'FAIL'}  ${page.name.padEnd(48)} ${kB(size.gzip).toFixed(1).padStart(6)} kB gzip (budget ${page.budgetKb}), ${size.files} files, ${kB(size.brotli).toFixed(1)} kB brotli`;
  } catch (error) {
    fail(`${page.name}: ${error instanceof Error ? error.message : String(error)}`);
    line = `FAIL  ${page.name}: could not be measured`;
  }
  console.log(`  ${line}`);
}

if (failures.length) {
  console.error(`\nBudget check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll build budgets pass.');
