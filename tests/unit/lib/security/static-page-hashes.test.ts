/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  inlineScriptHashes,
  prerenderedFile,
  staticPageScriptHashes,
} from '@/lib/security/static-page-hashes';

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
      expect(staticPageScriptHashes(dir, 'th', '/promotion')).toEqual([sha('v1()')]);

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
      expect(staticPageScriptHashes(dir, 'th', '/promotion')).toEqual([sha('v2()'), sha('v1()')]);
      expect(staticPageScriptHashes(dir, 'th', '/deposit')).toBeNull();
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
      expect(staticPageScriptHashes(dir, 'en', '/casino-test')).toBeNull();

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
      expect(staticPageScriptHashes(dir, 'en', '/casino-test')).toEqual([sha('games()')]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
