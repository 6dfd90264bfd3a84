import { localeHref, pageOf, rememberLocale } from '@/lib/i18n/locale-paths';

describe('language switch paths (spec §2: Thai unprefixed, /en, /cn)', () => {
  it.each([
    ['/', 'th', '/'],
    ['/promotion', 'th', '/promotion'],
    ['/en', 'en', '/'],
    ['/en/article/deposit-promptpay', 'en', '/article/deposit-promptpay'],
    ['/cn/promotion', 'zh-CN', '/promotion'],
    // the rewritten form Next sometimes reports
    ['/zh-CN/promotion', 'zh-CN', '/promotion'],
    ['/th/promotion', 'th', '/promotion'],
    // a page whose name merely starts like a prefix keeps it
    ['/english-guide', 'en', '/english-guide'],
  ] as const)('%s in %s is the page %s', (pathname, locale, page) => {
    expect(pageOf(pathname, locale)).toBe(page);
  });

  it.each([
    ['/', 'th', '/'],
    ['/', 'en', '/en'],
    ['/', 'zh-CN', '/cn'],
    ['/promotion', 'zh-CN', '/cn/promotion'],
    ['/promotion', 'th', '/promotion'],
  ] as const)('%s in %s is at %s', (page, locale, href) => {
    expect(localeHref(page, locale)).toBe(href);
  });

  it('remembers the choice in the 365-day cookie under the base path', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    rememberLocale('en');
    expect(set).toHaveBeenCalledWith('NEXT_LOCALE=en; path=/lobby; max-age=31536000; samesite=lax');
    set.mockRestore();
  });
});
