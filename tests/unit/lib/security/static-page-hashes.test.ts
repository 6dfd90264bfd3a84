/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes, prerenderedFile, staticPageScripts } from '@/lib/security/static-page-hashes';

// What next.config.ts loads as `cacheHandler`: Next's file-system cache that records each page's HTML.
type PageCache = {
  set(key: string, data: object, ctx: object): Promise<void>;
};
const PageCacheHandler = (
  jest.requireActual('@/lib/security/page-cache-handler.mjs') as {
    default: new (ctx: object) => PageCache;
  }
).default;
const cacheOf = (dir: string) =>
  new PageCacheHandler({ fs: undefined, serverDistDir: dir, flushToDisk: false, revalidatedTags: [] });
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(''),
  headers: {},
  status: 200,
});
const scripts = staticPageScripts;

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64');

describe('hashes of a prerendered page for its CSP', () => {
  it('hashes the inline scripts a browser runs and skips script files and JSON-LD data blocks', () => {
    const html =
      '<script src="/lobby/_next/static/a.js" async=""></script><script id="_R_">boot()</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script>self.__next_f.push([1,"x"])</script>' +
      '<script type="module">m()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('self.__next_f.push([1,"x"])'), sha('m()')]);
  });

  it('maps only plain route-table paths to files, never anything that could climb out', () => {
    expect(prerenderedFile('/d', 'zh-CN', '/promotion')).toBe(path.join('/d', 'zh-CN/promotion.html'));
    expect(prerenderedFile('/d', 'th', '/')).toBe(path.join('/d', 'th.html'));
    for (const page of ['/../secret', '/%2e%2e/x', '//etc/passwd', '/a\\b', '/A'])
      expect(prerenderedFile('/d', 'th', page)).toBeNull();
  });

  it('follows ISR: a regenerated page (route-cache file named in the .meta) adds its hashes, the previous version stays allowed', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const dir = path.join(root, 'server', 'app');
    try {
      mkdirSync(path.join(dir, 'th'), { recursive: true });
      const seed = path.join(dir, 'th', 'promotion.html');
      writeFileSync(seed, '<script>v1()</script>');
      writeFileSync(
        path.join(dir, 'th', 'promotion.meta'),
        JSON.stringify({ routeCache: { key: '/route-cache/APP_PAGE/abc/$/th/promotion' } }),
      );
      utimesSync(seed, 1000, 1000);
      expect(scripts(dir, 'th', '/promotion')).toEqual({ hashes: [sha('v1()')] });

      const regenerated = path.join(
        root,
        'server',
        'route-cache',
        'APP_PAGE',
        'abc',
        '$',
        'th',
        'promotion.html',
      );
      mkdirSync(path.dirname(regenerated), { recursive: true });
      writeFileSync(regenerated, '<script>v2()</script>');
      utimesSync(regenerated, 2000, 2000);
      expect(scripts(dir, 'th', '/promotion')).toEqual({ hashes: [sha('v2()'), sha('v1()')] });
      expect(scripts(dir, 'th', '/deposit')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
  it('gives a nonce, not the build hashes, to the request that renders a page built without the Casino API afresh, then hashes again', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const dir = path.join(root, 'server', 'app');
    try {
      mkdirSync(path.join(dir, 'en'), { recursive: true });
      const seed = path.join(dir, 'en', 'casino-test.html');
      writeFileSync(seed, '<script>unavailable()</script>');
      writeFileSync(
        path.join(dir, 'en', 'casino-test.meta'),
        JSON.stringify({
          headers: { 'x-next-cache-tags': '_N_T_/en/casino-test,games,catalogue-gap' },
          routeCache: { key: '/route-cache/APP_PAGE/abc/$/en/casino-test' },
        }),
      );
      // built before this process started
      utimesSync(seed, 1000, 1000);
      // one nonce for every request until the page is rendered: Next renders it once for all of them
      const first = scripts(dir, 'en', '/casino-test');
      expect(first).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9+/]{24}$/) });
      expect(scripts(dir, 'en', '/casino-test')).toEqual(first);

      const regenerated = path.join(
        root,
        'server',
        'route-cache',
        'APP_PAGE',
        'abc',
        '$',
        'en',
        'casino-test.html',
      );
      mkdirSync(path.dirname(regenerated), { recursive: true });
      writeFileSync(regenerated, '<script>games()</script>');
      expect(scripts(dir, 'en', '/casino-test')).toEqual({ hashes: [sha('games()')] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('follows the cache before its files: a version it stores is allowed at once, before ISR writes it to disk', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const dir = path.join(root, 'server', 'app');
    try {
      mkdirSync(path.join(dir, 'zh-CN'), { recursive: true });
      writeFileSync(path.join(dir, 'zh-CN', 'promotion.html'), '<script>build()</script>');
      writeFileSync(
        path.join(dir, 'zh-CN', 'promotion.meta'),
        JSON.stringify({
          headers: { 'x-next-cache-tags': '_N_T_/zh-CN/promotion,promotions,catalogue-gap' },
          routeCache: { key: '/route-cache/APP_PAGE/def/$/zh-CN/promotion' },
        }),
      );
      utimesSync(path.join(dir, 'zh-CN', 'promotion.html'), 1000, 1000);
      expect(scripts(dir, 'zh-CN', '/promotion')).toHaveProperty('nonce');

      // a link prefetch renders the page; nothing is on disk yet (flushToDisk: false)
      const cache = cacheOf(path.join(root, 'server'));
      await cache.set('/route-cache/APP_PAGE/def/$/zh-CN/promotion', page('<script>fresh(1)</script>'), {});
      expect(scripts(dir, 'zh-CN', '/promotion')).toEqual({ hashes: [sha('fresh(1)')] });

      // ISR stores the next version: both are allowed while the old one may still be on its way
      await cache.set('/route-cache/APP_PAGE/def/$/zh-CN/promotion', page('<script>fresh(2)</script>'), {});
      expect(scripts(dir, 'zh-CN', '/promotion')).toEqual({ hashes: [sha('fresh(2)'), sha('fresh(1)')] });
      // the same version stored again changes nothing
      await cache.set('/route-cache/APP_PAGE/def/$/zh-CN/promotion', page('<script>fresh(2)</script>'), {});
      expect(scripts(dir, 'zh-CN', '/promotion')).toEqual({ hashes: [sha('fresh(2)'), sha('fresh(1)')] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
