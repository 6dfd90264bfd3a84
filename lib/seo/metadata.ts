import type { Metadata } from 'next';
import { locales, type Locale } from '../i18n/locales';
import { assetUrl, languageAlternates, localizedUrl, ogLocaleOf, type PagePath } from './urls';

/*
 * Page metadata for every public page (spec §2): title and description per locale, canonical,
 * hreflang alternates with x-default, Open Graph and Twitter cards. Pure, so unit tests pin
 * the exact tags.
 */

export interface SeoImage {
  /** Path under /public, e.g. '/og/default.png'. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeoInput {
  origin: string;
  locale: Locale;
  page: PagePath;
  /** The page's own title; the site name is appended unless `absoluteTitle`. */
  title: string;
  description: string;
  siteName: string;
  absoluteTitle?: boolean;
  /** Languages the page really exists in (default: all). Others fall back and are left out of hreflang. */
  available?: readonly Locale[];
  /** When this locale shows another locale's content (an untranslated article), the canonical points there. */
  canonicalLocale?: Locale;
  image: SeoImage;
  article?: { publishedTime: string; modifiedTime?: string; section?: string };
}

export const DEFAULT_OG_IMAGE = { path: '/og/default.png', width: 1200, height: 630 } as const;

export function pageTitle(input: Pick<PageSeoInput, 'title' | 'siteName' | 'absoluteTitle'>): string {
  return input.absoluteTitle ? input.title : `${input.title} | ${input.siteName}`;
}

export function buildMetadata(input: PageSeoInput): Metadata {
  const { origin, locale, page, description, siteName, image } = input;
  const available = input.available ?? locales;
  const title = pageTitle(input);
  const url = localizedUrl(origin, locale, page);
  const canonical = localizedUrl(origin, input.canonicalLocale ?? locale, page);
  const imageUrl = assetUrl(origin, image.path);
  const alternateLocale = available.filter((l) => l !== locale).map((l) => ogLocaleOf[l]);
  const ogImage = { url: imageUrl, width: image.width, height: image.height, alt: image.alt };
  const base = {
    url,
    title,
    description,
    siteName,
    locale: ogLocaleOf[locale],
    alternateLocale,
    images: [ogImage],
  };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages: languageAlternates(origin, page, available) },
    openGraph: input.article
      ? {
          ...base,
          type: 'article',
          publishedTime: input.article.publishedTime,
          modifiedTime: input.article.modifiedTime,
          section: input.article.section,
        }
      : { ...base, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: imageUrl, alt: image.alt }] },
  };
}
