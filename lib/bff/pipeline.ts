import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { AppError, type FieldErrors } from '../errors';
import {
  clearedSessionCookies,
  isMember,
  needsIdleRefresh,
  openSessionWithRecord,
  sealSession,
  sessionCookieName,
  type CookieSpec,
  type SessionData,
} from '../session/session';
import { touchSessionRecord, type SessionRecord } from '../session/records';
import { MEMBER_HINT_COOKIE } from '../session/cookie-name';
import { log } from '../log';
import { observeBff } from '../metrics';
import { assertNotCrossSite, assertSameOrigin, readJsonBody } from './request';
import { withRequestId } from './request-context';

/*
 * The one BFF pipeline (docs/architecture.md §2): session → validate input → handler (which calls
 * upstream through the typed client) → JSON. Every route handler is a few lines around it.
 */

export interface BffContext<B> {
  req: NextRequest;
  body: B;
  session: SessionData;
  /** The member session's server-side record (lib/session/records.ts); null for a guest. */
  record: SessionRecord | null;
  /** Dynamic route segments, e.g. { id } for /requests/deposit/[id]/cancel. */
  params: Record<string, string>;
}

export type MemberContext<B> = BffContext<B> & {
  session: SessionData & { token: string };
  record: SessionRecord;
};

export interface BffResult {
  json: unknown;
  status?: number;
  /** A new session to seal into the cookie, or null to end the session. */
  session?: SessionData | null;
}

type Schema = z.ZodType<Record<string, unknown>>;
type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;

interface Options<S extends Schema | undefined, A extends 'member' | 'any'> {
  auth: A;
  body?: S;
  handle: (ctx: A extends 'member' ? MemberContext<BodyOf<S>> : BffContext<BodyOf<S>>) => Promise<BffResult>;
}

export function bff<S extends Schema | undefined = undefined, A extends 'member' | 'any' = 'any'>(
  opts: Options<S, A>,
) {
  return async function handler(
    req: NextRequest,
    route?: { params: Promise<Record<string, string>> },
  ): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const res = await withRequestId(requestId, () => run(req, route));
    res.headers.set('x-request-id', requestId);
    const ms = performance.now() - started;
    log.info(
      { requestId, method: req.method, route: req.nextUrl.pathname, status: res.status, ms: Math.round(ms) },
      'bff',
    );
    observeBff(req.nextUrl.pathname, req.method, res.status, ms / 1000);
    return res;
  };

  async function run(
    req: NextRequest,
    route?: { params: Promise<Record<string, string>> },
  ): Promise<Response> {
    let hadCookie = false;
    try {
      const cookieName = sessionCookieName();
      // The signed-in marker alone counts too: a marker outliving its session (cleared storage, a
      // session cookie dropped by the browser) would otherwise keep a member bar with no member in it
      // forever; spec §4 logs out when the member menu finds no login.
      hadCookie = req.cookies.has(cookieName) || req.cookies.has(MEMBER_HINT_COOKIE);
      let body: unknown = undefined;
      if (req.method === 'GET' || req.method === 'HEAD') assertNotCrossSite(req);
      else {
        assertSameOrigin(req);
        const raw = await readJsonBody(req);
        // A route without a body schema takes no body at all: `{}` or nothing, so no unchecked input
        // reaches a handler (docs/security.md; tests/integration/fuzz-bodies.test.ts).
        const parsed = parseBody(opts.body ?? noBody, raw);
        if (opts.body) body = parsed;
      }
      const { session, record } = await openSessionWithRecord(req.cookies.get(cookieName)?.value);
      if (opts.auth === 'member' && !isMember(session)) {
        return respond(new AppError('unauthorized').toBody(), 401, hadCookie ? clearedSessionCookies() : []);
      }
      const params = route ? await route.params : {};
      const result = await opts.handle({ req, body, session, record, params } as never);
      let cookies: CookieSpec[] = [];
      if (result.session === null) cookies = clearedSessionCookies();
      else if (result.session) cookies = await sealSession(result.session);
      // Activity moves the idle deadline (ASVS V7.3), at most once a minute to keep Set-Cookie rare;
      // the record's idle clock moves with the cookie's.
      else if (needsIdleRefresh(session)) cookies = await sealSession(session);
      const sameSession = result.session === undefined || result.session?.sid === record?.id;
      if (record && sameSession && cookies.length) await touchSessionRecord(record);
      return respond(result.json, result.status ?? 200, cookies);
    } catch (e) {
      const error = e instanceof AppError ? e : new AppError('unknown', { detail: String(e) });
      if (error.status >= 500 || error.code === 'unknown')
        log.error({ route: req.nextUrl.pathname, code: error.code, detail: error.detail }, 'bff error');
      // An upstream 401 means the token is dead: end the session so the member logs in again
      // (docs/architecture.md §4).
      const cookies = error.code === 'unauthorized' && hadCookie ? clearedSessionCookies() : [];
      const res = respond(error.toBody(), error.status, cookies);
      if (error.retryAfterSeconds) res.headers.set('retry-after', String(error.retryAfterSeconds));
      return res;
    }
  }
}

/** A caller's request id is kept when it looks like one (a proxy's), else a fresh one. */
function requestIdOf(req: NextRequest): string {
  const given = req.headers.get('x-request-id');
  return given && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

const noBody = z.object({}).strict();

function parseBody(schema: Schema, raw: unknown): Record<string, unknown> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // No prototype: a body key such as `__proto__` or `constructor` must be just a field name here.
  const fieldErrors: FieldErrors = Object.create(null);
  for (const issue of parsed.error.issues) {
    const field =
      issue.code === 'unrecognized_keys' ? issue.keys.join(',') : String(issue.path[0] ?? 'error');
    (fieldErrors[field] ??= []).push(issue.code === 'unrecognized_keys' ? 'unknownField' : issue.message);
  }
  throw new AppError('validation', { fieldErrors });
}

/*
 * Performance (docs/performance.md, login under load): Next gzips every route answer whose length it
 * does not know, and it never knows a route handler's, so a 50-byte `{"ok":true}` cost a fresh zlib
 * stream (about 0.7 ms of CPU, more bytes on the wire). Answers below the compression middleware's own
 * 1 KB threshold say `no-transform` (RFC 9111 §5.2.2.6), which it honours; larger ones are still
 * compressed.
 */
const COMPRESS_FROM_BYTES = 1024;

function respond(json: unknown, status: number, cookies: CookieSpec[]): Response {
  const body = JSON.stringify(json);
  const res = new NextResponse(body, { status, headers: { 'content-type': 'application/json' } });
  // Member data must never be stored by a browser or a shared cache.
  const small = Buffer.byteLength(body) < COMPRESS_FROM_BYTES;
  res.headers.set('cache-control', small ? 'private, no-store, no-transform' : 'private, no-store');
  res.headers.set('vary', 'Cookie, Origin, Sec-Fetch-Site');
  for (const c of cookies) res.cookies.set(c.name, c.value, c.options);
  return res;
}
