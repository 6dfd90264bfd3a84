/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestScripts, renderMode, sameSet, sizeOfScripts } from '@/scripts/bench/build-output';
import { scriptSources, sumSizes } from '@/scripts/bench/first-load-js';

// docs/performance.md: the CI budget counts the module scripts a page's HTML makes the browser load.
const html = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/lobby/_next/static/chunks/main.js"/>
<link rel="stylesheet" href="/lobby/_next/static/chunks/site.css"/>
<script src="/lobby/_next/static/chunks/react.js" async=""></script>
<script src="/lobby/_next/static/chunks/page.js?v=1" async=""></script>
<script src="/lobby/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script src="https://analytics.example.com/a.js"></script>
</head><body><script src="/lobby/_next/static/chunks/react.js" async=""></script></body></html>`;

it('lists each same-build module script once, skipping nomodule polyfills, inline and foreign scripts', () => {
  expect(scriptSources(html).sort()).toEqual([
    '/lobby/_next/static/chunks/main.js',
    '/lobby/_next/static/chunks/page.js',
    '/lobby/_next/static/chunks/react.js',
  ]);
});

describe('with a build directory', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'budget-test-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app', '[locale]', 'lobby'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'main.js'), 'a'.repeat(5000));
    writeFileSync(path.join(dist, 'static', 'chunks', 'react.js'), 'function react(){return 1}'.repeat(200));
    writeFileSync(path.join(dist, 'static', 'chunks', 'page.js'), 'x');
    writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/main.js', 'static/chunks/react.js'] }),
    );
    writeFileSync(
      path.join(dist, 'server', 'app', '[locale]', 'lobby', 'page_client-reference-manifest.js'),
      'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
        `globalThis.__RSC_MANIFEST["/[locale]/lobby/page"] = ${JSON.stringify({
          entryJSFiles: {
            '[project]/app/layout': ['static/chunks/react.js'],
            '[project]/app/[locale]/lobby/page': ['static/chunks/page.js'],
          },
        })};`,
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sums the gzip -9 sizes of every script', () => {
    const size = sizeOfScripts(dist, scriptSources(html));
    const gz = (name: string) =>
      gzipSync(
        Buffer.from(
          name === 'main'
            ? 'a'.repeat(5000)
            : name === 'react'
              ? 'function react(){return 1}'.repeat(200)
              : 'x',
        ),
        { level: 9 },
      ).length;
    expect(size.files).toBe(3);
    expect(size.raw).toBe(5000 + 26 * 200 + 1);
    expect(size.gzip).toBe(gz('main') + gz('react') + gz('page'));
    expect(size.brotli).toBeGreaterThan(0);
    expect(sumSizes([size, size]).gzip).toBe(2 * size.gzip);
  });

  it('derives a dynamic page’s scripts from the manifests as the HTML would list them', () => {
    const fromManifest = manifestScripts(dist, '/[locale]/lobby/page', '/lobby');
    expect(sameSet(fromManifest, scriptSources(html))).toBe(true);
    expect(sameSet(fromManifest, ['/lobby/_next/static/chunks/main.js'])).toBe(false);
  });
});

it('tells static, ISR and dynamic routes apart from the prerender manifest', () => {
  const routes = {
    '/th': { initialRevalidateSeconds: false as const, srcRoute: '/[locale]' },
    '/th/promotion': { initialRevalidateSeconds: 60, srcRoute: '/[locale]/promotion' },
  };
  expect(renderMode(routes, '/th')).toEqual({ kind: 'static' });
  expect(renderMode(routes, '/th/promotion')).toEqual({ kind: 'isr', revalidateSeconds: 60 });
  expect(renderMode(routes, '/th/lobby')).toEqual({ kind: 'dynamic' });
});
