'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { localeHref, pageOf, rememberLocale } from '@/lib/i18n/locale-paths';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';

// The switch stores the choice in the 365-day locale cookie (spec §9) before navigating, so the
// proxy, which honours that cookie, keeps the new language (lib/i18n/locale-paths.ts).
// `flags`: components/layout/language-flags.tsx, handed in rather than imported (see there).
export function LanguageSwitch({ label, flags }: { label: string; flags: Record<Locale, ReactNode> }) {
  const t = useTranslations('Languages');
  const current = useLocale();
  const pathname = usePathname() ?? '/';
  const page = isLocale(current) ? pageOf(pathname, current) : pathname;
  return (
    <ul className="language-switch" aria-label={label}>
      {locales.map((locale) => (
        <li key={locale}>
          <NextLink
            href={localeHref(page, locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            prefetch={false}
            onClick={() => {
              if (locale !== current) rememberLocale(locale);
            }}
          >
            {flags[locale]}
            {t(locale)}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
