import '@/app/public-pages.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/articles/article-card';
import { listArticles } from '@/lib/articles/store';
import { isLocale, locales } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'articles');
}

export default async function ArticlesPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Articles');
  const articles = listArticles(locale);
  return (
    <div className="public-page">
      <header className="public-head">
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
      </header>
      <ul className="article-grid">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} locale={locale} />
          </li>
        ))}
      </ul>
    </div>
  );
}
