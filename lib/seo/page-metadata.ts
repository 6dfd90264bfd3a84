import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteInfo } from '../site-info';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';
import { organizationJsonLd, websiteJsonLd, type JsonLdObject } from './json-ld';
import { buildMetadata, DEFAULT_OG_IMAGE, type PageSeoInput } from './metadata';
import { siteOrigin } from './origin';
import { publicPages, type PublicPage } from './public-pages';
import { assetUrl, localizedUrl } from './urls';

/*
 * generateMetadata for the public pages: translations from messages `Seo`, origin from
 * SITE_URL. The home page calls it too:
 *   export async function generateMetadata({ params }) { return publicPageMetadata((await params).locale, 'home'); }
 */

export async function publicPageMetadata(locale: string, page: PublicPage): Promise<Metadata> {
  const lang: Locale = isLocale(locale) ? locale : defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'Seo' });
  const base = await seoBase(lang);
  return buildMetadata({
    ...base,
    page: publicPages[page],
    title: t(`${page}.title`, { siteName: base.siteName }),
    description: t(`${page}.description`),
    absoluteTitle: page === 'home',
  });
}

/** What every page's metadata shares: origin, locale, the brand (the site info's name, as the header shows it) and the sharing image. */
export async function seoBase(
  locale: Locale,
): Promise<Pick<PageSeoInput, 'origin' | 'locale' | 'siteName' | 'image'>> {
  const t = await getTranslations({ locale, namespace: 'Seo' });
  const { siteName } = await siteInfo();
  return {
    origin: siteOrigin(),
    locale,
    siteName,
    image: { ...DEFAULT_OG_IMAGE, alt: t('imageAlt', { siteName }) },
  };
}

/** JSON-LD for the home page: the Organization (with the 24-hour contact) and the WebSite. Render with components/seo/json-ld.tsx. */
export async function homeStructuredData(locale: Locale, contactUrl?: string): Promise<JsonLdObject[]> {
  const { origin, siteName } = await seoBase(locale);
  const home = localizedUrl(origin, locale, '/');
  return [
    organizationJsonLd({
      name: siteName,
      url: home,
      logo: assetUrl(origin, '/icons/icon-512.png'),
      contactUrl,
    }),
    websiteJsonLd({ name: siteName, url: home, locale }),
  ];
}
