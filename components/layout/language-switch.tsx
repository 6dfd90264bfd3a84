'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/locales';

// Switching through next-intl's Link also stores the choice in the 365-day locale cookie (spec §9).
export function LanguageSwitch({ label }: { label: string }) {
  const t = useTranslations('Languages');
  const current = useLocale();
  const pathname = usePathname();
  return (
    <ul className="language-switch" aria-label={label}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link href={pathname} locale={locale} lang={locale} hrefLang={locale} aria-current={locale === current ? 'true' : undefined} prefetch={false}>
            {t(locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
