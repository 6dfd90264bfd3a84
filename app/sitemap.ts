import type { MetadataRoute } from 'next';
import { articleLocales, articleSlugs, getArticle } from '@/lib/articles/store';
import { defaultLocale } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/seo/origin';
import { staticSitemapPages } from '@/lib/seo/public-pages';
import { buildSitemap, type SitemapPage } from '@/lib/seo/sitemap';

/** /lobby/sitemap.xml: every public page in every language, built with the site. */
export default function sitemap(): MetadataRoute.Sitemap {
  const articles: SitemapPage[] = articleSlugs().map((slug) => {
    const article = getArticle(slug, defaultLocale);
    return {
      page: `/article/${slug}`,
      locales: articleLocales(slug),
      lastModified: article?.updated ?? article?.date,
      changeFrequency: 'monthly',
      priority: 0.6,
    };
  });
  return buildSitemap(siteOrigin(), [...staticSitemapPages, ...articles]);
}
