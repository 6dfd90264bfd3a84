import { NextResponse } from 'next/server';

/**
 * A 303 to a page of this site, by a relative Location (RFC 9110 §10.2.2). The request's own
 * origin is not the visitor's: the standalone server listens on 0.0.0.0 and a reverse proxy
 * forwards to a private address, so an absolute URL built from it sends the browser nowhere.
 */
export function seeOther(sitePath: string): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: { location: sitePath, 'cache-control': 'private, no-store' },
  });
}
