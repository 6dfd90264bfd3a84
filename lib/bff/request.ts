import 'server-only';
import type { NextRequest } from 'next/server';
import { AppError } from '../errors';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Login CSRF and cross-site posts are refused before anything else runs (docs/architecture.md §4):
 * browsers send Sec-Fetch-Site and Origin on every POST; a foreign or "null" origin is an attack.
 */
export function assertSameOrigin(req: NextRequest): void {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new AppError('forbidden');
  const origin = req.headers.get('origin');
  if (origin === null) return;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" and garbage origins fall through to the refusal below.
  }
  if (!host || originHost !== host) throw new AppError('forbidden');
}

/**
 * A GET another site started (a link, an image, a form with method=get) is refused (docs/security.md,
 * CSRF): the site's own client only ever fetches the BFF same-origin, and a GET that changes something
 * upstream (a game launch, a trial row) must not run on another site's behalf. A visitor typing the
 * address ("none") or an old browser that sends no Sec-Fetch-Site is let through.
 */
export function assertNotCrossSite(req: NextRequest): void {
  const site = req.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new AppError('forbidden');
}

/**
 * Reads a JSON body with a size cap; only application/json is accepted on state-changing routes
 * (415 otherwise), so no BFF route parses forms and duplicated form fields cannot arise.
 */
export async function readJsonBody(req: NextRequest): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  const length = Number(req.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new AppError('payload_too_large');
  const text = await readCapped(req.body, MAX_BODY_BYTES);
  if (text === '') return {};
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new AppError('unsupported_media_type');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation', { fieldErrors: { error: ['malformedJson'] } });
  }
}

/**
 * The body read chunk by chunk and given up as soon as it passes the cap (docs/security.md, request
 * bodies): a chunked body has no Content-Length to refuse up front, and reading it whole first would let
 * one client grow the process by whatever it sends.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      // cancel() tells the source to stop sending; the rest of the body is never buffered
      void reader.cancel().catch(() => undefined);
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
