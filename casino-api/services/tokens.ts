import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { batchedPerHandle } from '../db/batch';
import type { Deps } from '../deps';
import type { AccessTokensTable, DB, TokenKind } from '../db/schema';
import { addSeconds } from './time';

/*
 * Bearer tokens are 32 random bytes (base64url); only their SHA-256 is stored, so a copy of
 * the database cannot be replayed as a login.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenSubject {
  kind: TokenKind;
  customerId?: number;
  phone?: string;
}

export async function issueToken(
  { db, clock }: Deps,
  subject: TokenSubject,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  await insertToken(db, {
    token_hash: hashToken(token),
    kind: subject.kind,
    customer_id: subject.customerId ?? null,
    phone: subject.phone ?? null,
    expires_at: addSeconds(now, ttlSeconds),
    created_at: now,
  });
  return token;
}

// Tokens issued at the same moment (a burst of logins) are written by one INSERT (db/batch.ts); each
// caller still returns only once its own row is stored, so its token works at once.
const insertToken = batchedPerHandle(
  (db: Kysely<DB>) => async (rows: readonly Insertable<AccessTokensTable>[]) => {
    await db
      .insertInto('access_tokens')
      .values([...rows])
      .execute();
    return rows.map(() => undefined);
  },
);

export async function findToken({ db, clock }: Deps, token: string, kind: TokenKind) {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('expires_at', '>', clock())
    .executeTakeFirst();
}

export async function revokeTokenHash({ db }: Deps, tokenHash: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('token_hash', '=', tokenHash).execute();
}
