import '@/app/public-pages.css';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { siteLocale } from '@/lib/i18n/locales';

/*
 * The casino-test layout (spec §2 layouts: default, casino-test, sport): the trial pages sit
 * under a banner that keeps saying this is play money, with the way to play for real beside it.
 * No session is read here, so the trial pages stay static.
 */
export default async function CasinoTestLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const t = await getTranslations({ locale: siteLocale(locale), namespace: 'CasinoTest' });
  return (
    <div className="casino-test-layout">
      <div className="trial-banner" role="note">
        <span className="trial-banner-dot" aria-hidden="true" />
        <span>{t('banner')}</span>
        <Link href="/register" className="button button-primary button-small">
          {t('ctaRegister')}
        </Link>
      </div>
      {children}
    </div>
  );
}
