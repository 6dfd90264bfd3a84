import 'server-only';
import { NextResponse } from 'next/server';
import { AppError } from '../errors';
import { log } from '../log';
import { catalogueImageUrl } from '../public/catalogue';

/*
 * GET /lobby/api/game-image/{provider}/{code} (docs/architecture.md, "Game catalogue"): one
 * catalogue game's picture, fetched by the server from the URL the upstream catalogue gives for it.
 * next/image then optimizes it as a local path (AVIF/WebP, sized per tile), so it works the same
 * for the embedded API on 127.0.0.1 and an operator's https image host, without allowing private
 * addresses in the optimizer or listing hosts in advance. Not an open proxy: only URLs from the
 * catalogue, only raster images, small, with a timeout.
 */

const PART = /^[A-Za-z0-9_-]{1,64}$/;
const TYPES = new Set(['image/webp', 'image/avif', 'image/png', 'image/jpeg', 'image/gif']);
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 5000;

function refuse(error: AppError): NextResponse {
  return NextResponse.json(error.toBody(), { status: error.status });
}

export async function gameImageResponse(provider: string, code: string): Promise<Response> {
  if (!PART.test(provider) || !PART.test(code)) return refuse(new AppError('not_found'));
  let url: string | null;
  try {
    url = await catalogueImageUrl(provider, code);
  } catch (e) {
    const error = e instanceof AppError ? e : new AppError('upstream_unavailable', { detail: String(e) });
    log.warn({ code: error.code, detail: error.detail }, 'game image: catalogue unavailable');
    const res = refuse(error);
    if (error.retryAfterSeconds) res.headers.set('retry-after', String(error.retryAfterSeconds));
    return res;
  }
  if (!url) return refuse(new AppError('not_found'));
  try {
    const upstream = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: [...TYPES].join(',') },
    });
    const type = upstream.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const length = Number(upstream.headers.get('content-length') ?? 0);
    if (!upstream.ok || !TYPES.has(type) || length > MAX_BYTES) {
      await upstream.body?.cancel();
      throw new Error(`status ${upstream.status}, type ${type || 'none'}, ${length} bytes`);
    }
    const bytes = await upstream.arrayBuffer();
    if (bytes.byteLength > MAX_BYTES) throw new Error(`${bytes.byteLength} bytes`);
    return new Response(bytes, {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (e) {
    log.warn({ provider, code, detail: String(e) }, 'game image: not served');
    return refuse(new AppError('not_found'));
  }
}
