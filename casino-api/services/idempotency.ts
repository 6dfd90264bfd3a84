import { createHash } from 'node:crypto';
import { runInTransaction, withSavepoint } from '../db/join';
import type { Deps } from '../deps';
import { ApiError, fieldError } from '../http/errors';
import { idempotencyMessages as m } from '../http/messages';
import { addSeconds } from './time';

/*
 * Idempotency-Key on the money calls (docs/security.md; header documented in lib/casino/contract.ts).
 * The key is inserted first, in the same transaction as the effect and its answer: a concurrent
 * request with the same key blocks on the primary key until that transaction ends, then reads the
 * stored answer — so twenty taps pay once and all see the same answer. The effect runs with the
 * transaction as its ambient database (db/join.ts). A refusal (4xx) is stored too; a crash stores
 * nothing and the whole transaction rolls back, so a retry runs afresh.
 */

/** How long a key is remembered: at least a day, as clients are told (casino-api/README.md). */
export const IDEMPOTENCY_KEEP_SECONDS = 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface IdempotentRequest {
  customerId: number;
  key: string;
  /** What makes two requests "the same": method, path and the parsed input. */
  fingerprint: unknown;
}

export async function idempotent(
  deps: Deps,
  request: IdempotentRequest,
  effect: () => Promise<unknown>,
): Promise<IdempotentAnswer> {
  const { customerId, key } = request;
  if (!KEY.test(key)) throw fieldError('error', m.invalid);
  const requestHash = createHash('sha256').update(canonicalJson(request.fingerprint)).digest('hex');
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    // Housekeeping per member, lazily: a key older than the window no longer exists.
    await trx
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', customerId)
      .where('created_at', '<', addSeconds(now, -IDEMPOTENCY_KEEP_SECONDS))
      .execute();
    const held = await trx
      .insertInto('idempotency_keys')
      .values({
        customer_id: customerId,
        key,
        request_hash: requestHash,
        status: null,
        response: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(held.numInsertedOrUpdatedRows ?? 0) === 0) {
      const row = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'response'])
        .where('customer_id', '=', customerId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (row && row.request_hash !== requestHash) throw fieldError('error', m.reused);
      // A key row becomes visible only with its answer; this covers a row pruned in between.
      if (!row || row.status === null || row.response === null)
        throw new ApiError(409, { message: m.inProgress });
      return { status: row.status, body: JSON.parse(row.response) as unknown, replayed: true };
    }
    const answer = await withSavepoint(trx, 'idempotent_effect', () => runInTransaction(trx, effect)).then(
      (body) => ({ status: 200, body }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status < 500)
          return { status: error.status as number, body: error.body as unknown };
        throw error;
      },
    );
    await trx
      .updateTable('idempotency_keys')
      .set({ status: answer.status, response: JSON.stringify(answer.body) })
      .where('customer_id', '=', customerId)
      .where('key', '=', key)
      .execute();
    return { ...answer, replayed: false };
  });
}

/** JSON with object keys sorted, so {a,b} and {b,a} hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
