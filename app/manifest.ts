import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteInfo } from '@/lib/site-info';
import { buildManifest } from '@/lib/seo/manifest';

// Keep equal to SITE_INFO_REVALIDATE_SECONDS (segment config must be a literal).
export const revalidate = 300;

/** /lobby/manifest.webmanifest, in Thai, the site's default language; the brand from the upstream's site info (SITE_NAME as fallback). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: 'th', namespace: 'Seo' });
  const { siteName } = await siteInfo();
  return buildManifest({
    name: t('manifestName', { siteName }),
    shortName: siteName,
    description: t('manifestDescription'),
  });
}
