import { config } from '@/lib/config';
import type { NextRequest } from 'next/server';
import { callUpstream } from '@/lib/casino/client';
import { marketingKeyField } from '@/lib/casino/contract-fields';
import { AFFILIATE_COOKIE, encodeAffiliate, MARKETING_MAX_AGE } from '@/lib/marketing/cookies';
import { withBasePath } from '@/lib/base-path';
import { seeOther } from '@/lib/http/see-other';
import { safeNextPath } from '@/lib/safe-redirect';

/*
 * The affiliate link's second hop (spec §3 ck-aff): look the key up upstream for the adviser's
 * username, name and LINE id, keep them in a cookie, and continue to the clean page. An unknown
 * key or an unreachable upstream stores nothing; the visitor lands on the page all the same.
 */
export async function GET(req: NextRequest) {
  const key = req.nextUrl.searchParams.get('key') ?? '';
  const next =
    safeNextPath(req.nextUrl.searchParams.get('next')) ?? safeGuestPath(req.nextUrl.searchParams.get('next'));
  const res = seeOther(withBasePath(next));
  if (!marketingKeyField.safeParse(key).success) return res;
  try {
    const { data } = await callUpstream('affiliate', { params: { key } });
    const value = encodeAffiliate({
      affiliate_key: data.affiliate_key,
      username: data.username,
      name: data.name,
      line: data.line ?? null,
    });
    res.cookies.set(AFFILIATE_COOKIE, value, {
      maxAge: MARKETING_MAX_AGE,
      path: '/lobby',
      httpOnly: true,
      sameSite: 'lax',
      // docs/security.md, cookies: Secure in production, as every cookie the site sets
      secure: config().cookieSecure,
    });
  } catch {
    // Unknown key or upstream trouble: no cookie, no error page for a visitor who only followed a link.
  }
  return res;
}

/** Affiliate links often point at /register, a guest-only page that safeNextPath refuses as a login return path. */
function safeGuestPath(raw: string | null): string {
  const match = raw ? /^(\/en|\/cn)?\/(register|login)$/.exec(raw) : null;
  return match ? raw! : '/';
}
