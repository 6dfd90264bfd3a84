'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

// Spec §2: any error other than 404 shows 'An error occurred' with a way home.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  return (
    <main className="page">
      <section className="status-page" role="alert">
        <h1>{t('ErrorPage.title')}</h1>
        <p>{t('ErrorPage.text')}</p>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={reset}>
            {t('ErrorPage.retry')}
          </button>
          <Link className="button button-primary" href="/">
            {t('Common.backHome')}
          </Link>
        </div>
      </section>
    </main>
  );
}
