import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <main className="page">
      <section className="status-page">
        <h1>{t('NotFound.title')}</h1>
        <p>{t('NotFound.text')}</p>
        <Link className="button button-primary" href="/">
          {t('Common.backHome')}
        </Link>
      </section>
    </main>
  );
}
