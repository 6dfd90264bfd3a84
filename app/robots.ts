import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/origin';
import { buildRobots } from '@/lib/seo/robots';

/** /lobby/robots.txt: member pages and the BFF stay out of search engines. */
export default function robots(): MetadataRoute.Robots {
  return buildRobots(siteOrigin());
}
