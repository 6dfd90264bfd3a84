import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

// Spec §9: the language choice is kept for 365 days.
export const localeCookie = { name: LOCALE_COOKIE, maxAge: YEAR_SECONDS, sameSite: 'lax' } as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: 'as-needed', prefixes: { en: '/en', 'zh-CN': '/cn' } },
  localeCookie,
  // Hreflang links come from page metadata, which knows which pages exist.
  alternateLinks: false,
});
