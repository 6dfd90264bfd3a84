import type { NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { readCapped } from '@/lib/bff/request';
import { AppError } from '@/lib/errors';
import { demoGameProxyOn } from '@/lib/security/game-origins';

/*
 * The embedded demo provider's game page, under the site's own path (lib/security/game-frame.ts;
 * docs/architecture.md §5): GET play/{provider}/{code}?session=…, the page's fonts, and the spin it
 * posts. Nothing else of the upstream is reachable here, and nothing at all when the upstream is an
 * operator's (their game URLs are framed as they come). The page keeps the API's own strict CSP and
 * no-referrer; the frame is sandboxed without our origin, so the page's fetches arrive
 * cross-origin (Origin: null) and are answered with CORS: the spin is authorised by the game
 * session's bearer token, never by a cookie.
 *
 * Anyone can reach this path without signing in, so (docs/security.md, demo game proxy): it is off in
 * production unless DEMO_GAME_PROXY=true; the spin body is read chunk by chunk and given up past 1 KB,
 * never buffered whole; and a spin must come from the sandboxed frame (Origin: null) or this site's
 * own pages, never from another site or a client that names no origin.
 */

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const FONT = /^[a-z0-9-]{1,80}\.woff2$/;
const PASSED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
  'cross-origin-resource-policy',
];
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};
const MAX_BODY_BYTES = 1024;

type Ctx = { params: Promise<{ path: string[] }> };

function allowed(method: string, path: string[]): boolean {
  if (method === 'GET' && path.length === 3 && path[0] === 'play')
    return path.slice(1).every((s) => SEGMENT.test(s));
  if (method === 'GET' && path.length === 2 && path[0] === 'fonts') return FONT.test(path[1]!);
  return (method === 'POST' || method === 'OPTIONS') && path.length === 1 && path[0] === 'spin';
}

async function pass(req: NextRequest, ctx: Ctx): Promise<Response> {
  const { path } = await ctx.params;
  const upstream = config().casinoApiUrl;
  if (!demoGameProxyOn(upstream) || !allowed(req.method, path))
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });

  const headers = new Headers();
  let body: string | undefined;
  if (req.method === 'POST') {
    if (!spinOriginAllowed(req))
      return new Response('Forbidden', { status: 403, headers: { 'cache-control': 'no-store', ...CORS } });
    if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
      return new Response('Too large', { status: 413, headers: CORS });
    try {
      body = await readCapped(req.body, MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof AppError && e.code === 'payload_too_large')
        return new Response('Too large', { status: 413, headers: CORS });
      throw e;
    }
    headers.set('content-type', req.headers.get('content-type') ?? 'application/json');
    const auth = req.headers.get('authorization');
    if (auth) headers.set('authorization', auth);
  }
  // the demo provider sits at the API's origin root, beside its /api (casino-api/routes/games.ts)
  const target = `${new URL(upstream).origin}/demo/${path.map(encodeURIComponent).join('/')}${req.nextUrl.search}`;
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: req.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(config().upstreamTimeoutMs),
    });
  } catch {
    return new Response('Game unavailable', {
      status: 502,
      headers: { 'cache-control': 'no-store', ...CORS },
    });
  }
  const out = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) out.set(name, value);
  }
  // the page's X-Frame-Options SAMEORIGIN and no-referrer are set in next.config.ts: the site's
  // defaults there would replace a value set here
  if (path[0] !== 'play') for (const [name, value] of Object.entries(CORS)) out.set(name, value);
  return new Response(answer.body, { status: answer.status, headers: out });
}

/**
 * The sandboxed frame has an opaque origin, so its fetches say `Origin: null`; the site's own pages
 * say the site's origin. A POST with no Origin at all comes from no browser page (browsers send it on
 * every cross-origin or POST fetch), and one from another site is not the game's.
 */
function spinOriginAllowed(req: NextRequest): boolean {
  const origin = req.headers.get('origin');
  if (origin === 'null') return true;
  if (!origin) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const GET = pass;
export const POST = pass;
export const OPTIONS = pass;
