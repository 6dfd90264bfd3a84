import '@/app/public-pages.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDate } from '@/lib/dates';
import { RichText } from '@/components/public/rich-text';
import { isLocale, locales } from '@/lib/i18n/locales';
import { PRIVACY_POLICY_UPDATED, privacyPolicyHtml } from '@/lib/legal/privacy-policy';
import { publicPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'privacyPolicy');
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Privacy');
  return (
    <div className="public-page legal-page">
      <article className="article">
        <header className="article-head">
          <h1>{t('title')}</h1>
          <p className="article-meta">
            <time dateTime={PRIVACY_POLICY_UPDATED}>
              {t('updated', {
                date: formatDate(PRIVACY_POLICY_UPDATED, locale),
              })}
            </time>
          </p>
        </header>
        <RichText html={privacyPolicyHtml(locale)} />
      </article>
    </div>
  );
}
