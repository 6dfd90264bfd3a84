import { buildMetadata, DEFAULT_OG_IMAGE, type PageSeoInput } from '@/lib/seo/metadata';

const base: PageSeoInput = {
  origin: 'https://www.example.com',
  locale: 'en',
  page: '/promotion',
  title: 'Promotions and bonuses',
  description: 'Current promotions.',
  siteName: 'Lobby',
  image: { ...DEFAULT_OG_IMAGE, alt: 'Lobby logo' },
};

describe('buildMetadata', () => {
  it('gives the page title with the site name, the description and the canonical URL', () => {
    const m = buildMetadata(base);
    expect(m.title).toEqual({ absolute: 'Promotions and bonuses | Lobby' });
    expect(m.description).toBe('Current promotions.');
    expect(m.alternates?.canonical).toBe('https://www.example.com/lobby/en/promotion');
  });

  it('keeps an absolute title as it is (the home page)', () => {
    expect(
      buildMetadata({ ...base, page: '/', title: 'Lobby | Online casino', absoluteTitle: true }).title,
    ).toEqual({ absolute: 'Lobby | Online casino' });
  });

  it('links every translation with hreflang, x-default being Thai', () => {
    expect(buildMetadata(base).alternates?.languages).toEqual({
      th: 'https://www.example.com/lobby/promotion',
      en: 'https://www.example.com/lobby/en/promotion',
      'zh-CN': 'https://www.example.com/lobby/cn/promotion',
      'x-default': 'https://www.example.com/lobby/promotion',
    });
  });

  it('fills Open Graph and the Twitter card', () => {
    const m = buildMetadata({ ...base, locale: 'zh-CN' });
    expect(m.openGraph).toMatchObject({
      type: 'website',
      url: 'https://www.example.com/lobby/cn/promotion',
      title: 'Promotions and bonuses | Lobby',
      siteName: 'Lobby',
      locale: 'zh_CN',
      alternateLocale: ['th_TH', 'en_US'],
      images: [
        { url: 'https://www.example.com/lobby/og/default.png', width: 1200, height: 630, alt: 'Lobby logo' },
      ],
    });
    expect(m.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Promotions and bonuses | Lobby',
      images: [{ url: 'https://www.example.com/lobby/og/default.png' }],
    });
  });

  it('describes an article, and points an untranslated one at the Thai original', () => {
    const m = buildMetadata({
      ...base,
      page: '/article/free-trial-play',
      available: ['th'],
      canonicalLocale: 'th',
      article: { publishedTime: '2026-11-18' },
    });
    expect(m.alternates?.canonical).toBe('https://www.example.com/lobby/article/free-trial-play');
    expect(m.alternates?.languages).toEqual({
      th: 'https://www.example.com/lobby/article/free-trial-play',
      'x-default': 'https://www.example.com/lobby/article/free-trial-play',
    });
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-18',
      url: 'https://www.example.com/lobby/en/article/free-trial-play',
      alternateLocale: ['th_TH'],
    });
  });
});
