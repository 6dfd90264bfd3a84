import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TrialGames } from '@/components/casino-test/trial-games';
import { gameBrowserLabels } from '@/components/games/browser-labels';
import { CallToAction } from '@/components/public/call-to-action';
import { isLocale, locales } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { publicGames } from '@/lib/public/catalogue';
import { publicPageMetadata } from '@/lib/seo/page-metadata';

// ISR like /promotion: one page for everyone, the catalogue refreshed at most once a minute.
export const revalidate = 60;

type Props = { params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'casinoTest');
}

export default async function CasinoTestPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('CasinoTest');
  const games = await publicGames();
  // Templates the client fills per game: with precompiled catalogues (next.config.ts) `t.raw`
  // returns compiled parts, so the placeholder is formatted back in as text.
  const browser = await gameBrowserLabels(locale, t('playGame', { name: '{name}' }));
  const labels = {
    launchFailed: t('launchFailed'),
    close: t('close'),
    frameTitle: t('frameTitle', { name: '{name}' }),
  };
  return (
    <div className="public-page">
      <header className="public-head">
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
      </header>
      {!games.ok ? (
        <p className="alert alert-info" role="status">
          {t('unavailable')}
        </p>
      ) : games.items.length === 0 ? (
        <p className="public-empty">{t('empty')}</p>
      ) : (
        <TrialGames games={games.items} locale={locale} browser={browser} labels={labels} />
      )}
      <CallToAction title={t('ctaTitle')} text={t('ctaText')}>
        <Link href="/register" className="button button-primary">
          {t('ctaRegister')}
        </Link>
      </CallToAction>
    </div>
  );
}
