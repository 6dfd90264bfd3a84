import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { buildManifest } from '@/lib/seo/manifest';

describe('JSON-LD builders', () => {
  it('builds a BreadcrumbList with positions from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://x/lobby/en' },
        { name: 'Articles', url: 'https://x/lobby/en/article' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/lobby/en' },
        { '@type': 'ListItem', position: 2, name: 'Articles', item: 'https://x/lobby/en/article' },
      ],
    });
  });

  it('builds an Article with its language, dates and publisher', () => {
    const ld = articleJsonLd({
      url: 'https://x/lobby/article/a',
      headline: 'How to withdraw',
      description: 'Steps',
      image: 'https://x/lobby/articles/a.svg',
      datePublished: '2026-11-04',
      inLanguage: 'th',
      publisher: { name: 'Lobby', url: 'https://x/lobby', logo: 'https://x/lobby/icons/icon-512.png' },
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'How to withdraw',
      datePublished: '2026-11-04',
      dateModified: '2026-11-04',
      inLanguage: 'th',
    });
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: 'Lobby' });
  });

  it('builds an Organization', () => {
    expect(
      organizationJsonLd({
        name: 'Lobby',
        url: 'https://x/lobby',
        logo: 'https://x/lobby/icons/icon-512.png',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Lobby',
      url: 'https://x/lobby',
      logo: 'https://x/lobby/icons/icon-512.png',
    });
  });

  it('serialises so that no string can close the script element', () => {
    const text = serializeJsonLd(
      organizationJsonLd({ name: '</script><script>alert(1)</script>', url: 'u', logo: 'l' }),
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

it('builds the web app manifest under /lobby with the theme colour and our icons', () => {
  const m = buildManifest({ name: 'ลอบบี้ คาสิโนออนไลน์', shortName: 'ลอบบี้', description: 'd' });
  expect(m).toMatchObject({
    start_url: '/lobby',
    scope: '/lobby/',
    theme_color: '#12101f',
    background_color: '#12101f',
    display: 'standalone',
    lang: 'th',
  });
  expect(m.icons?.map((i) => i.src)).toEqual([
    '/lobby/icons/icon.svg',
    '/lobby/icons/icon-192.png',
    '/lobby/icons/icon-512.png',
    '/lobby/icons/icon-maskable-512.png',
  ]);
});
