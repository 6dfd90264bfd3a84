import { assetUrl, languageAlternates, localizedUrl, ogLocaleOf } from '@/lib/seo/urls';

const origin = 'https://www.example.com';

describe('localizedUrl', () => {
  it('puts Thai at the base path, English under /en and Chinese under /cn', () => {
    expect(localizedUrl(origin, 'th', '/')).toBe('https://www.example.com/lobby');
    expect(localizedUrl(origin, 'en', '/')).toBe('https://www.example.com/lobby/en');
    expect(localizedUrl(origin, 'zh-CN', '/')).toBe('https://www.example.com/lobby/cn');
    expect(localizedUrl(origin, 'th', '/promotion')).toBe('https://www.example.com/lobby/promotion');
    expect(localizedUrl(origin, 'zh-CN', '/article/x')).toBe('https://www.example.com/lobby/cn/article/x');
  });

  it('does not double a trailing slash of the origin', () => {
    expect(localizedUrl('http://localhost:3000/', 'en', '/login')).toBe(
      'http://localhost:3000/lobby/en/login',
    );
  });
});

describe('languageAlternates', () => {
  it('lists th, en, zh-CN and x-default (the Thai page)', () => {
    expect(languageAlternates(origin, '/promotion')).toEqual({
      th: 'https://www.example.com/lobby/promotion',
      en: 'https://www.example.com/lobby/en/promotion',
      'zh-CN': 'https://www.example.com/lobby/cn/promotion',
      'x-default': 'https://www.example.com/lobby/promotion',
    });
  });

  it('leaves out languages a page does not exist in', () => {
    expect(Object.keys(languageAlternates(origin, '/article/a', ['th']))).toEqual(['th', 'x-default']);
  });
});

it('maps locales to Open Graph locales and assets to absolute URLs', () => {
  expect(ogLocaleOf).toEqual({ th: 'th_TH', en: 'en_US', 'zh-CN': 'zh_CN' });
  expect(assetUrl(origin, '/og/default.png')).toBe('https://www.example.com/lobby/og/default.png');
});
