import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type Endpoint, IDEMPOTENCY_HEADER } from '../../lib/casino/contract';
import type { TokenKind } from '../db/schema';
import type { Deps } from '../deps';
import { idempotent } from '../services/idempotency';
import { findToken } from '../services/tokens';
import { unauthenticated } from './errors';
import { parseInput, readInput } from './input';

/*
 * Table-driven routing from the shared contract: the contract's method, path, encoding and auth
 * decide how a request is read and who may make it; its response schema checks every answer
 * before it leaves, so the reference API cannot drift from what the site parses. An `idempotent`
 * endpoint called with an Idempotency-Key answers once per key (services/idempotency.ts).
 */

export interface Caller {
  kind: TokenKind;
  tokenHash: string;
  customerId: number | null;
  phone: string | null;
}

export interface RouteContext<Input> {
  c: Context;
  input: Input;
  deps: Deps;
  caller: Caller | null;
  params: Record<string, string>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/i;

/** The bearer token of a request, if it has a well-formed one. */
export const bearerToken = (c: Context): string | undefined =>
  BEARER.exec(c.req.header('authorization')?.trim() ?? '')?.[1];

export async function authenticate(c: Context, deps: Deps, kind: TokenKind): Promise<Caller> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const row = await findToken(deps, token, kind);
  if (!row) throw unauthenticated();
  if (kind === 'member' && row.customer_id === null) throw unauthenticated();
  return { kind, tokenHash: row.token_hash, customerId: row.customer_id, phone: row.phone };
}

/** The member behind a member-auth route; mount() guarantees it is set. */
export function memberId(ctx: RouteContext<unknown>): number {
  if (ctx.caller?.kind !== 'member' || ctx.caller.customerId === null) throw unauthenticated();
  return ctx.caller.customerId;
}

export function mount<Req extends z.ZodType, Res extends z.ZodType>(
  app: Hono,
  deps: Deps,
  endpoint: Endpoint<Req, Res>,
  handler: (ctx: RouteContext<z.output<Req>>) => Promise<z.input<Res>>,
): void {
  const path = `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
  app.on(endpoint.method, path, async (c) => {
    const caller = endpoint.auth === 'none' ? null : await authenticate(c, deps, endpoint.auth);
    const input = parseInput(endpoint.request, await readInput(c, endpoint.encoding));
    const answer = async () => {
      const body = await handler({ c, input, deps, caller, params: c.req.param() as Record<string, string> });
      const check = endpoint.response.safeParse(body);
      if (!check.success) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} answer breaks the contract: ${z.prettifyError(check.error)}`,
        );
      }
      return body;
    };
    const key = endpoint.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
    if (key === undefined) return c.json((await answer()) as never);
    if (caller?.customerId == null) throw unauthenticated();
    const fingerprint = { method: endpoint.method, path: c.req.path, input };
    const stored = await idempotent(deps, { customerId: caller.customerId, key, fingerprint }, answer);
    if (stored.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(stored.body as never, stored.status as ContentfulStatusCode);
  });
}
