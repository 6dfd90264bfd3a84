import 'server-only';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors';
import { currentRequestId } from '../bff/request-context';
import { config } from '../config';
import { log } from '../log';
import { send, type UpstreamAnswer } from './transport';
import {
  contract,
  endpointPath,
  IDEMPOTENCY_HEADER,
  upstreamErrorSchema,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
} from './contract';
import { observeUpstream } from '../metrics';

/*
 * The typed upstream client (docs/architecture.md §1): speaks the spec §7 encodings, applies the
 * timeout, parses every answer with the contract, and maps every failure to an AppError.
 * It never logs or returns the token or an upstream body.
 */

interface CallOptions<N extends EndpointName> {
  body?: RequestOf<N>;
  params?: Record<string, string>;
  token?: string;
  signal?: AbortSignal;
  /** For contract endpoints marked `idempotent`: the browser's key for this submit. */
  idempotencyKey?: string;
}

export function callUpstream<N extends EndpointName>(
  name: N,
  opts: CallOptions<N> = {},
): Promise<ResponseOf<N>> {
  return call(name, opts, false) as Promise<ResponseOf<N>>;
}

/**
 * An optional extension (casino-api/README.md): null when the upstream does not have the call — it
 * answers 404, 405 or 501, whatever the body (an operator's backend built to spec §7 alone may answer
 * with an HTML page). Every other failure is an AppError as with callUpstream.
 */
export function callOptionalUpstream<N extends EndpointName>(
  name: N,
  opts: CallOptions<N> = {},
): Promise<ResponseOf<N> | null> {
  return call(name, opts, true);
}

const ABSENT = new Set([404, 405, 501]);

async function call<N extends EndpointName>(
  name: N,
  opts: CallOptions<N>,
  optional: boolean,
): Promise<ResponseOf<N> | null> {
  const endpoint = contract[name];
  const { casinoApiUrl, upstreamTimeoutMs } = config();
  const url = new URL(casinoApiUrl + endpointPath(endpoint.path, opts.params));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.idempotencyKey && 'idempotent' in endpoint) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;

  let body: string | undefined;
  const fields = Object.entries((opts.body ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  if (endpoint.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString();
  } else if (endpoint.encoding === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body ?? {});
  } else if (endpoint.encoding === 'query') {
    for (const [k, v] of fields) url.searchParams.set(k, String(v));
  }

  const signal = opts.signal
    ? AbortSignal.any([opts.signal, AbortSignal.timeout(upstreamTimeoutMs)])
    : AbortSignal.timeout(upstreamTimeoutMs);

  const requestId = currentRequestId();
  if (requestId) headers['x-request-id'] = requestId;
  const started = performance.now();
  let res: UpstreamAnswer;
  try {
    res = await send({ method: endpoint.method, url, headers, body, signal });
  } catch (e) {
    const timedOut =
      signal.aborted || (e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError'));
    observeUpstream(name, timedOut ? 'timeout' : 'unavailable', (performance.now() - started) / 1000);
    log.debug(
      {
        requestId,
        upstream: name,
        error: timedOut ? 'timeout' : 'unavailable',
        ms: Math.round(performance.now() - started),
      },
      'upstream',
    );
    throw new AppError(timedOut ? 'upstream_timeout' : 'upstream_unavailable', {
      detail: `${name}: ${String(e)}`,
    });
  }
  observeUpstream(name, res.status, (performance.now() - started) / 1000);
  // LOG_LEVEL=debug shows where a slow BFF request spent its time (docs/operations.md).
  log.debug(
    { requestId, upstream: name, status: res.status, ms: Math.round(performance.now() - started) },
    'upstream',
  );

  if (optional && ABSENT.has(res.status)) return null;
  const json = parseJson(res.text);
  if (res.status < 200 || res.status > 299) throw errorFromUpstream(name, res, json);
  if (json === undefined) throw new AppError('upstream_contract', { detail: `${name}: body is not JSON` });
  const parsed = (endpoint.response as z.ZodType).safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map((i) => i.path.join('.') || '(root)');
    throw new AppError('upstream_contract', {
      detail: `${name}: answer does not match the contract at ${where.join(', ')}`,
    });
  }
  return parsed.data as ResponseOf<N>;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorFromUpstream(name: string, res: UpstreamAnswer, json: unknown): AppError {
  const detail = `${name}: upstream ${res.status}`;
  const parsed = upstreamErrorSchema.safeParse(json);
  const body = parsed.success ? parsed.data : {};
  const message = body.message ?? body.msg ?? body.error ?? undefined;
  if (res.status === 401) {
    return new AppError(name === 'login' ? 'invalid_credentials' : 'unauthorized', { message, detail });
  }
  if (res.status === 429)
    return new AppError('rate_limited', { detail, retryAfterSeconds: retryAfterOf(res) });
  if (res.status === 503 && /maintenance/i.test(JSON.stringify(json ?? '')))
    return new AppError('maintenance', { detail });
  if (res.status >= 500 || !parsed.success) return new AppError('upstream_unavailable', { detail });
  return new AppError(res.status === 404 ? 'not_found' : 'validation', {
    message,
    fieldErrors: fieldErrorsOf(body),
    detail,
  });
}

/** Laravel-style `errors` (object of arrays, or a bare array) → { field: [messages] }. */
function fieldErrorsOf(body: z.infer<typeof upstreamErrorSchema>): FieldErrors | undefined {
  const { errors } = body;
  if (!errors) return body.error ? { error: [body.error] } : undefined;
  if (Array.isArray(errors)) return errors.length ? { error: errors } : undefined;
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) out[field] = Array.isArray(value) ? value : [value];
  return out;
}

/** The upstream's Retry-After (seconds or an HTTP date), passed on to the browser; capped at an hour. */
function retryAfterOf(res: UpstreamAnswer): number | undefined {
  const value = res.header('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d{1,9}$/.test(value)
    ? Number(value)
    : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : undefined;
}
