import type { Locale } from '../i18n/locales';

/*
 * schema.org structured data for the public pages of spec §2: Organization on home, Article +
 * BreadcrumbList on articles. Plain objects; components/seo/json-ld.tsx serialises them safely.
 */

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

export function organizationJsonLd(input: {
  name: string;
  url: string;
  logo: string;
  contactUrl?: string;
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    ...(input.contactUrl
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            url: input.contactUrl,
            availableLanguage: ['th', 'en', 'zh-CN'],
            hoursAvailable: 'Mo-Su 00:00-24:00',
          },
        }
      : {}),
  };
}

export function websiteJsonLd(input: { name: string; url: string; locale: Locale }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    inLanguage: input.locale,
  };
}

export interface ArticleJsonLdInput {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  /** The language the text is really in (a fallback page carries Thai text). */
  inLanguage: Locale;
  publisher: { name: string; logo: string; url: string };
}

export function articleJsonLd(input: ArticleJsonLdInput): JsonLdObject {
  const org = {
    '@type': 'Organization',
    name: input.publisher.name,
    url: input.publisher.url,
    logo: { '@type': 'ImageObject', url: input.publisher.logo },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.inLanguage,
    author: org,
    publisher: org,
  };
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** For a <script type="application/ld+json">: '<' escaped so no string can close the script element. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
