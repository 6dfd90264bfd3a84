'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { localeHref, pageOf, rememberLocale } from '@/lib/i18n/locale-paths';
import { isLocale, locales } from '@/lib/i18n/locales';

// The switch stores the choice in the 365-day locale cookie (spec §9) before navigating, so the
// proxy, which honours that cookie, keeps the new language (lib/i18n/locale-paths.ts).
export function LanguageSwitch({ label }: { label: string }) {
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
            <span className={`language-flag language-flag-${locale}`} aria-hidden="true" />
            {t(locale)}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
