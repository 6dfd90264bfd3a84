/*
 * docs/architecture.md §3: Thai without a prefix, English at /en, Chinese shown as /cn but carried
 * as the real tag zh-CN so Intl, <html lang> and hreflang get a valid language.
 * Plain data, so proxy.ts, lib/routes.ts and tests can use it without loading next-intl.
 */
export const locales = ['th', 'en', 'zh-CN'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'th';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const localePrefixes: Record<Locale, string> = { th: '', en: '/en', 'zh-CN': '/cn' };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The home page path of a locale, without the base path: '/', '/en' or '/cn'. */
export function homePathOf(locale: string): string {
  return (isLocale(locale) && localePrefixes[locale]) || '/';
}

/**
 * A route's `[locale]` segment as a Locale. The root layout answers 404 for any other segment
 * (docs/architecture.md §3), so the fallback only narrows the type for next-intl's typed locale.
 */
export function siteLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}
