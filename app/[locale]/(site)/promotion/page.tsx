import '@/app/public-pages.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PromotionCard } from '@/components/promotion/promotion-card';
import { CallToAction } from '@/components/public/call-to-action';
import { isLocale, locales } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { publicPromotions } from '@/lib/public/catalogue';
import { publicPageMetadata } from '@/lib/seo/page-metadata';

// ISR: the same page for every visitor, rebuilt at most once a minute from the upstream list.
export const revalidate = 60;

type Props = { params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'promotion');
}

export default async function PromotionPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Promotion');
  const promotions = await publicPromotions();
  return (
    <div className="public-page">
      <header className="public-head">
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
        {/* Choosing a promotion starts from the deposit (spec §4); members only, by <html data-member>. */}
        <Link href="/deposit" className="button button-primary for-member">
          {t('memberChoose')}
        </Link>
      </header>
      {!promotions.ok ? (
        <p className="alert alert-info" role="status">
          {t('unavailable')}
        </p>
      ) : promotions.items.length === 0 ? (
        <p className="public-empty">{t('empty')}</p>
      ) : (
        <ul className="promo-grid">
          {promotions.items.map((p, i) => (
            <li key={p.id}>
              <PromotionCard promotion={p} index={i} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <section className="promo-terms card" aria-labelledby="promotion-terms">
        <h2 id="promotion-terms">{t('termsTitle')}</h2>
        <p>{t('terms')}</p>
        <Link href="/article/how-turnover-works">{t('readTurnover')}</Link>
      </section>
      {/* A member must never be asked to sign up: the box is for guests only (<html data-member>). */}
      <div className="for-guest">
        <CallToAction title={t('guestTitle')} text={t('guestText')}>
          <Link href="/register" className="button button-primary">
            {t('register')}
          </Link>
        </CallToAction>
      </div>
    </div>
  );
}
