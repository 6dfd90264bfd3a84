import { marketingKeyField } from '../casino/contract-fields';
import {
  CLICK_ID_COOKIE,
  CLICK_ID_MAX_AGE,
  clickIdField,
  MARKETING_MAX_AGE,
  REFERRAL_COOKIE,
} from './cookies';

/*
 * Marketing entry links (spec §3, docs/architecture.md §3), decided as plain data so proxy.ts stays thin:
 *   any page ?aff=KEY      → the affiliate lookup route (it needs the upstream), then the clean URL
 *   /ref?id=KEY            → ck-refferal, then the register page
 *   any page ?click_id=ID  → adskeeper for 30 days, then the clean URL
 * Bad or oversized keys are dropped silently: the visitor still lands on a clean page.
 */

export interface EntryCookie {
  name: string;
  value: string;
  maxAge: number;
  path: string;
}

export interface EntryDecision {
  /** Page path (no base path) with the marketing parameters removed. */
  location: string;
  cookies: EntryCookie[];
  /** When set, go through the affiliate lookup first, which continues to `location`. */
  affiliateKey?: string;
}

const PARAMS = ['aff', 'click_id'] as const;

export function marketingEntry(
  pagePath: string,
  localePrefix: string,
  search: URLSearchParams,
): EntryDecision | null {
  const isRef = pagePath === '/ref';
  if (!isRef && !PARAMS.some((p) => search.has(p))) return null;

  const cookies: EntryCookie[] = [];
  const clean = new URLSearchParams(search);
  for (const p of [...PARAMS, ...(isRef ? ['id'] : [])]) clean.delete(p);

  const clickId = search.get('click_id');
  if (clickId && clickIdField.safeParse(clickId).success) {
    cookies.push({ name: CLICK_ID_COOKIE, value: clickId, maxAge: CLICK_ID_MAX_AGE, path: '/' });
  }
  const refKey = isRef ? search.get('id') : null;
  if (refKey && marketingKeyField.safeParse(refKey).success) {
    cookies.push({ name: REFERRAL_COOKIE, value: refKey, maxAge: MARKETING_MAX_AGE, path: '/lobby' });
  }
  const aff = search.get('aff');
  const affiliateKey = aff && marketingKeyField.safeParse(aff).success ? aff : undefined;

  const target = isRef
    ? `${localePrefix}/register`
    : `${localePrefix}${pagePath === '/' && localePrefix ? '' : pagePath}`;
  const query = clean.toString();
  return { location: `${target || '/'}${query ? `?${query}` : ''}`, cookies, affiliateKey };
}
