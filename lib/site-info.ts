import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { callUpstream } from './casino/client';
import { publicConfig } from './config';

/*
 * The site's name, contact (LINE) link and referral-link prefix come from the upstream's site info
 * (spec §3 "Site info: line, name, referral"); SITE_NAME and CONTACT_URL are the fallbacks for when it
 * cannot be read, e.g. during `next build`, which runs with no upstream (docs/architecture.md §3).
 *
 * Pages are static: they read this at build and at each regeneration (SITE_INFO_REVALIDATE_SECONDS,
 * the locale layout's revalidate), so a rename upstream reaches every page within minutes without
 * a rebuild. The LINE redirect (/api/line) and the referral tab read it per request through the same
 * cache entry.
 */

export const SITE_INFO_REVALIDATE_SECONDS = 300;

/** A slow upstream must not hold a page render for the full upstream timeout: the fallback is fine. */
const SITE_INFO_TIMEOUT_MS = 1500;
/** After a failure, renders in the next seconds use the fallback at once instead of waiting again. */
const FAILURE_BACKOFF_MS = 30_000;

export interface SiteInfoView {
  siteName: string;
  contactUrl: string;
  /** Prefix the referral key is appended to (e.g. https://example.com/lobby/ref?id=); null = unknown. */
  referralPrefix: string | null;
}

const httpUrl = z.url({ protocol: /^https?$/ }).max(500);

/** Upstream values are data, not trusted markup or redirects: anything odd falls back field by field. */
export function toSiteInfoView(
  upstream: { name: string; line: string; referral: string } | null,
  fallback = publicConfig(),
): SiteInfoView {
  const name = upstream?.name.trim() ?? '';
  return {
    siteName: name && name.length <= 60 ? name : fallback.siteName,
    contactUrl: httpUrl.safeParse(upstream?.line).data ?? fallback.contactUrl,
    referralPrefix: httpUrl.safeParse(upstream?.referral).data ?? null,
  };
}

const cached = unstable_cache(
  async () => (await callUpstream('siteInfo', { signal: AbortSignal.timeout(SITE_INFO_TIMEOUT_MS) })).data,
  ['site-info'],
  { revalidate: SITE_INFO_REVALIDATE_SECONDS, tags: ['site-info'] },
);

let failedAt = -Infinity;

export async function siteInfo(): Promise<SiteInfoView> {
  if (Date.now() - failedAt < FAILURE_BACKOFF_MS) return toSiteInfoView(null);
  try {
    return toSiteInfoView(await cached());
  } catch {
    // A bare build has no upstream configured (config() throws); a running site may see it down.
    failedAt = Date.now();
    return toSiteInfoView(null);
  }
}

/** Test hook: forget a remembered failure. */
export function resetSiteInfoForTests(): void {
  failedAt = -Infinity;
}
