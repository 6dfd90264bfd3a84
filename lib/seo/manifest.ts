import type { MetadataRoute } from 'next';
import { BASE_PATH } from '../base-path';

/*
 * The web app manifest, beside the service worker of spec §7. One manifest for the whole site, in Thai,
 * the default language; start_url is the Thai home, scope covers every locale.
 */

export const THEME_COLOR = '#12101f';

export function buildManifest(text: {
  name: string;
  shortName: string;
  description: string;
}): MetadataRoute.Manifest {
  return {
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: 'th',
    dir: 'ltr',
    id: `${BASE_PATH}`,
    start_url: `${BASE_PATH}`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ['games', 'entertainment'],
    icons: [
      { src: `${BASE_PATH}/icons/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `${BASE_PATH}/icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${BASE_PATH}/icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${BASE_PATH}/icons/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
