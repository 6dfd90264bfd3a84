import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { publicConfig } from '@/lib/config';
import { buildManifest } from '@/lib/seo/manifest';

/** /lobby/manifest.webmanifest, in Thai, the site's default language; the brand from SITE_NAME. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: 'th', namespace: 'Seo' });
  const { siteName } = publicConfig();
  return buildManifest({
    name: t('manifestName', { siteName }),
    shortName: siteName,
    description: t('manifestDescription'),
  });
}
