import { NextResponse } from 'next/server';
import { siteInfo } from '@/lib/site-info';

/*
 * The LINE-contact redirect under the lobby API (spec §7 "Other"): a stable link to the current
 * contact, the upstream's site info `line` (spec §3), with CONTACT_URL as the fallback. Both are
 * validated http(s) URLs (lib/site-info.ts), so this cannot become an open redirect to a script URL.
 */
export async function GET() {
  const { contactUrl } = await siteInfo();
  return new NextResponse(null, {
    status: 302,
    headers: { location: contactUrl, 'cache-control': 'private, no-store' },
  });
}
