import type { MetadataRoute } from 'next';
import { locales, type Locale } from '../i18n/locales';
import { languageAlternates, localizedUrl, type PagePath } from './urls';

/*
 * sitemap.xml: every public page of spec §2 in every language it exists in, each entry with its
 * hreflang alternates (including x-default) so search engines pair the translations.
 */

export interface SitemapPage {
  page: PagePath;
  /** Languages the page exists in (default: all). Untranslated articles are Thai only. */
  locales?: readonly Locale[];
  lastModified?: string;
  changeFrequency?: MetadataRoute.Sitemap[number]['changeFrequency'];
  priority?: number;
}

export function buildSitemap(origin: string, pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  return pages.flatMap((p) => {
    const available = p.locales ?? locales;
    const languages = languageAlternates(origin, p.page, available);
    return locales
      .filter((locale) => available.includes(locale))
      .map((locale) => ({
        url: localizedUrl(origin, locale, p.page),
        ...(p.lastModified ? { lastModified: p.lastModified } : {}),
        ...(p.changeFrequency ? { changeFrequency: p.changeFrequency } : {}),
        ...(p.priority !== undefined ? { priority: p.priority } : {}),
        alternates: { languages },
      }));
  });
}
