import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { GameRows } from '@/components/home/game-rows';
import { Hero } from '@/components/home/hero';
import { PromotionBanners } from '@/components/home/promotion-banners';
import { JsonLd } from '@/components/seo/json-ld';
import { siteInfo } from '@/lib/site-info';
import { defaultLocale, isLocale, siteLocale } from '@/lib/i18n/locales';
import { homeStructuredData, publicPageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return publicPageMetadata((await params).locale, 'home');
}

// ISR: the banners follow the upstream's promotions within a minute, as /promotion does.
export const revalidate = 60;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(siteLocale(locale));
  const data = await homeStructuredData(
    isLocale(locale) ? locale : defaultLocale,
    (await siteInfo()).contactUrl,
  );
  return (
    <>
      <JsonLd data={data} />
      <PromotionBanners locale={locale} />
      <Hero />
      <GameRows locale={locale} />
    </>
  );
}
