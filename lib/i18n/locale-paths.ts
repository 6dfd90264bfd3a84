import { LOCALE_COOKIE, localePrefixes, type Locale } from './locales';
import { BASE_PATH } from '../base-path';
import { scriptCookieSecurity } from '../session/cookie-name';

/*
 * The language switch's paths, without next-intl's client navigation (createNavigation), which was 1.5
 * kB gzip of every page's first-load JS for this one component (docs/performance.md). Same rules as
 * lib/i18n/routing.ts: Thai unprefixed, /en, /cn.
 */

/** The page's path without the current locale's prefix: '/en/promotion' → '/promotion'. */
export function pageOf(pathname: string, locale: Locale): string {
  // Next can report the rewritten path, prefixed by the locale tag itself (next.js#73085).
  for (const prefix of [localePrefixes[locale], `/${locale}`]) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return pathname.slice(prefix.length) || '/';
  }
  return pathname;
}

/** The same page in another locale: ('/promotion', 'en') → '/en/promotion'; ('/', 'th') → '/'. */
export function localeHref(page: string, locale: Locale): string {
  const prefix = localePrefixes[locale];
  if (!prefix) return page;
  return page === '/' ? prefix : `${prefix}${page}`;
}

/** Spec §9: the choice is kept for 365 days; set before a soft navigation, as next-intl's Link does. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=${BASE_PATH}; max-age=${365 * 24 * 60 * 60}; samesite=lax${scriptCookieSecurity()}`;
}
