import type { MetadataRoute } from 'next';
import { BASE_PATH } from '../base-path';
import { localePrefixes, locales } from '../i18n/locales';
import { assetUrl } from './urls';

/*
 * robots.txt: member pages (lib/routes.ts 'member') and the BFF stay out of the index.
 * Robots rules are path prefixes, so '/lobby/u' also covers '/lobby/u/{id}'; no public page
 * starts with one of these prefixes. Crawlers read robots.txt only at the origin root: with the
 * site under /lobby, the front proxy must serve /lobby/robots.txt as /robots.txt.
 */

export const memberPages = [
  '/deposit',
  '/withdraw',
  '/history',
  '/affiliate',
  '/referral',
  '/lobby',
  '/u',
] as const;

export function buildRobots(origin: string): MetadataRoute.Robots {
  const disallow = [
    ...locales.flatMap((locale) => memberPages.map((page) => `${BASE_PATH}${localePrefixes[locale]}${page}`)),
    `${BASE_PATH}/api/`,
  ];
  return {
    rules: [{ userAgent: '*', allow: `${BASE_PATH}`, disallow }],
    sitemap: assetUrl(origin, '/sitemap.xml'),
  };
}
