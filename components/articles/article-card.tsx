import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/base-path';
import { formatDate } from '@/lib/dates';
import type { ArticleMeta } from '@/lib/articles/store';
import { Link } from '@/lib/i18n/navigation';

/** An article in a list: cover, title, date, summary; the whole card is one link. */
export async function ArticleCard({ article, locale }: { article: ArticleMeta; locale: string }) {
  const t = await getTranslations('Articles');
  const fallback = article.contentLocale !== locale;
  return (
    <article className="article-card" lang={fallback ? article.contentLocale : undefined}>
      {/* eslint-disable-next-line @next/next/no-img-element -- our own small SVG covers need no optimisation */}
      <img
        className="article-cover"
        src={`${BASE_PATH}${article.cover}`}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
      />
      <div className="article-card-body">
        <h2>
          <Link href={`/article/${article.slug}`} className="article-card-link">
            {article.title}
          </Link>
        </h2>
        <p className="article-meta" lang={locale}>
          <time dateTime={article.date}>{t('published', { date: formatDate(article.date, locale) })}</time>
          {fallback ? <span className="badge">{t('thaiOnly')}</span> : null}
        </p>
        <p>{article.description}</p>
      </div>
    </article>
  );
}
