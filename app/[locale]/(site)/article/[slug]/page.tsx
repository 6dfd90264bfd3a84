import '@/app/public-pages.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDate } from '@/lib/dates';
import { Breadcrumbs } from '@/components/articles/breadcrumbs';
import { CallToAction } from '@/components/public/call-to-action';
import { RichText } from '@/components/public/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { coverSrc } from '@/lib/articles/cover';
import { articleSlugs, getArticle, listArticles } from '@/lib/articles/store';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { seoBase } from '@/lib/seo/page-metadata';
import { assetUrl, localizedUrl } from '@/lib/seo/urls';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Every article in every language is built ahead; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  const slugs = articleSlugs();
  return locales.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const article = getArticle(slug, locale);
  if (!article) notFound();
  return { locale, article };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params);
  return buildMetadata({
    ...(await seoBase(locale)),
    page: `/article/${article.slug}`,
    title: article.title,
    description: article.description,
    available: article.available,
    // An untranslated article shows the Thai text: the Thai page is the one to index.
    canonicalLocale: article.fallback ? article.contentLocale : undefined,
    article: { publishedTime: article.date, modifiedTime: article.updated },
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations('Articles');
  const seo = await getTranslations('Seo');
  const base = await seoBase(locale);
  const url = localizedUrl(
    base.origin,
    article.fallback ? article.contentLocale : locale,
    `/article/${article.slug}`,
  );
  const more = listArticles(locale as Locale)
    .filter((a) => a.slug !== article.slug)
    .slice(0, 3);
  const date = (day: string) => formatDate(day, locale);

  return (
    <div className="public-page article-page">
      <JsonLd
        data={[
          articleJsonLd({
            url,
            headline: article.title,
            description: article.description,
            image: assetUrl(base.origin, article.cover),
            datePublished: article.date,
            dateModified: article.updated,
            inLanguage: article.contentLocale,
            publisher: {
              name: base.siteName,
              url: localizedUrl(base.origin, locale, '/'),
              logo: assetUrl(base.origin, '/icons/icon-512.png'),
            },
          }),
          breadcrumbJsonLd([
            { name: seo('breadcrumbHome'), url: localizedUrl(base.origin, locale, '/') },
            { name: t('title'), url: localizedUrl(base.origin, locale, '/article') },
            { name: article.title, url: localizedUrl(base.origin, locale, `/article/${article.slug}`) },
          ]),
        ]}
      />
      <Breadcrumbs
        label={t('breadcrumb')}
        items={[
          { name: seo('breadcrumbHome'), href: '/' },
          { name: t('title'), href: '/article' },
          { name: article.title },
        ]}
      />
      <article className="article" lang={article.fallback ? article.contentLocale : undefined}>
        {article.fallback ? (
          <p className="alert alert-info fallback-notice" lang={locale} role="note">
            {t('fallbackNotice')}
          </p>
        ) : null}
        <header className="article-head">
          <h1>{article.title}</h1>
          <p className="article-meta" lang={locale}>
            <time dateTime={article.date}>{t('published', { date: date(article.date) })}</time>
            {article.updated ? (
              <time dateTime={article.updated}>{t('updated', { date: date(article.updated) })}</time>
            ) : null}
          </p>
          <p className="lead">{article.description}</p>
        </header>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG cover, carried in the page (lib/articles/cover.ts) */}
        <img
          className="article-hero"
          src={coverSrc(article.cover)}
          alt={article.coverAlt}
          width={1200}
          height={630}
        />
        <RichText html={article.html} />
      </article>
      <CallToAction title={t('ctaTitle')} text={t('ctaText')}>
        <Link href="/register" className="button button-primary">
          {t('ctaRegister')}
        </Link>
        <Link href="/casino-test" className="button button-secondary">
          {t('ctaTrial')}
        </Link>
      </CallToAction>
      {more.length ? (
        <section className="more-articles" aria-labelledby="more-articles">
          <h2 id="more-articles">{t('moreTitle')}</h2>
          <ul>
            {more.map((a) => (
              <li key={a.slug} lang={a.contentLocale !== locale ? a.contentLocale : undefined}>
                <Link href={`/article/${a.slug}`}>{a.title}</Link>
              </li>
            ))}
          </ul>
          <Link href="/article" className="button button-ghost button-small">
            {t('backToList')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
