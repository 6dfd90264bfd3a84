import { buildSitemap } from '@/lib/seo/sitemap';
import { staticSitemapPages } from '@/lib/seo/public-pages';

const origin = 'https://www.example.com';

describe('buildSitemap', () => {
  it('lists a page once per language, each entry with all alternates', () => {
    const map = buildSitemap(origin, [{ page: '/promotion', changeFrequency: 'daily', priority: 0.9 }]);
    expect(map.map((e) => e.url)).toEqual([
      'https://www.example.com/lobby/promotion',
      'https://www.example.com/lobby/en/promotion',
      'https://www.example.com/lobby/cn/promotion',
    ]);
    for (const entry of map) {
      expect(entry).toMatchObject({ changeFrequency: 'daily', priority: 0.9 });
      expect(entry.alternates?.languages).toEqual({
        th: 'https://www.example.com/lobby/promotion',
        en: 'https://www.example.com/lobby/en/promotion',
        'zh-CN': 'https://www.example.com/lobby/cn/promotion',
        'x-default': 'https://www.example.com/lobby/promotion',
      });
    }
  });

  it('lists an untranslated article only in Thai', () => {
    const map = buildSitemap(origin, [{ page: '/article/a', locales: ['th'], lastModified: '2026-11-18' }]);
    expect(map).toEqual([
      {
        url: 'https://www.example.com/lobby/article/a',
        lastModified: '2026-11-18',
        alternates: {
          languages: {
            th: 'https://www.example.com/lobby/article/a',
            'x-default': 'https://www.example.com/lobby/article/a',
          },
        },
      },
    ]);
  });

  it('covers every public page of the site in all three languages', () => {
    const urls = buildSitemap(origin, staticSitemapPages).map((e) => e.url.replace(origin, ''));
    for (const page of [
      '',
      '/promotion',
      '/article',
      '/casino-test',
      '/privacy-policy',
      '/responsible-play',
      '/login',
      '/register',
      '/forgetpassword',
    ]) {
      for (const prefix of ['', '/en', '/cn']) expect(urls).toContain(`/lobby${prefix}${page}`);
    }
    expect(urls).toHaveLength(27);
  });
});
