import { BASE_PATH } from '../base-path';
import { defaultLocale, localePrefixes, locales, type Locale } from '../i18n/locales';

/*
 * Absolute addresses of public pages. Pure: the origin is passed in (lib/seo/origin.ts reads it
 * from SITE_URL), so the metadata and sitemap builders are the same in tests and at build time.
 * Thai has no prefix (spec §2), English /en, Chinese /cn but tagged zh-CN (docs/architecture.md §3).
 */

/** Open Graph wants territory-style locales, not BCP 47 tags. */
export const ogLocaleOf: Record<Locale, string> = { th: 'th_TH', en: 'en_US', 'zh-CN': 'zh_CN' };

/** A page path without base path or locale prefix ('/', '/promotion', '/article/x'). */
export type PagePath = string;

/** 'https://example.com' + 'en' + '/promotion' → 'https://example.com/lobby/en/promotion'. */
export function localizedUrl(origin: string, locale: Locale, page: PagePath): string {
  const tail = page === '/' ? '' : page;
  const path = `${BASE_PATH}${localePrefixes[locale]}${tail}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * hreflang map for a page: one entry per language the page really exists in, plus x-default,
 * which is the Thai page (Thai is the default language, spec §1).
 */
export function languageAlternates(
  origin: string,
  page: PagePath,
  available: readonly Locale[] = locales,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of locales)
    if (available.includes(locale)) out[locale] = localizedUrl(origin, locale, page);
  out['x-default'] = localizedUrl(origin, defaultLocale, page);
  return out;
}

/** A public asset under /public, as an absolute URL: '/og/default.png' → 'https://…/lobby/og/default.png'. */
export function assetUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${BASE_PATH}${path}`;
}
