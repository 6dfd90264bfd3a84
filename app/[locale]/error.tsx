'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { homePathOf } from '@/lib/i18n/locales';

// Spec §2: any error other than 404 shows 'An error occurred' with a way home.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  // next/link with the locale's home path rather than next-intl's Link: this boundary is part of
  // every page's first load, and next-intl's client navigation was 1.5 kB gzip of it (first-load JS
  // budget, docs/performance.md).
  const home = homePathOf(useLocale());
  return (
    <main className="page">
      <section className="status-page" role="alert">
        <h1>{t('ErrorPage.title')}</h1>
        <p>{t('ErrorPage.text')}</p>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={reset}>
            {t('ErrorPage.retry')}
          </button>
          <NextLink className="button button-primary" href={home}>
            {t('Common.backHome')}
          </NextLink>
        </div>
      </section>
    </main>
  );
}
