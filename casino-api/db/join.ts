import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './schema';

/*
 * An ambient transaction for route code written against `deps.db` (idempotency, docs/security.md): while
 * runInTransaction() is active, every query made through the ambient handle goes to that open
 * transaction, and a nested `transaction().execute(fn)` becomes a savepoint, so its failure rolls
 * back only its own work, as a nested transaction would. The idempotency wrapper uses it to commit
 * the key, the money effect and the stored answer together without threading `trx` through every
 * service — and so that no query can wait for a second connection while the first is held (on
 * PGlite there is only one).
 */

const ambient = new AsyncLocalStorage<Kysely<DB>>();

/** `db`, or inside runInTransaction() the open transaction; createApp() hands this to the routes. */
export function ambientDb(db: Kysely<DB>): Kysely<DB> {
  return new Proxy(db, { get: (target, prop) => member(ambient.getStore() ?? target, prop) });
}

/** Runs fn with `trx` as the ambient transaction. */
export function runInTransaction<T>(trx: Transaction<DB>, fn: () => Promise<T>): Promise<T> {
  let depth = 0;
  const joined: Kysely<DB> = new Proxy(trx, {
    get(target, prop) {
      if (prop !== 'transaction') return member(target, prop);
      return () => ({
        execute: <R>(inner: (t: Transaction<DB>) => Promise<R>) =>
          withSavepoint(trx, `nested_${++depth}`, () => inner(joined as Transaction<DB>)),
      });
    },
  });
  return ambient.run(joined, fn);
}

/** Runs fn inside SAVEPOINT name; on a throw only fn's work is undone and the error goes on. */
export async function withSavepoint<T>(trx: Transaction<DB>, name: string, fn: () => Promise<T>): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid savepoint name ${name}`);
  await sql.raw(`SAVEPOINT ${name}`).execute(trx);
  try {
    const result = await fn();
    await sql.raw(`RELEASE SAVEPOINT ${name}`).execute(trx);
    return result;
  } catch (error) {
    await sql.raw(`ROLLBACK TO SAVEPOINT ${name}`).execute(trx);
    throw error;
  }
}

function member(target: Kysely<DB>, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  // Kysely keeps its state in #private fields, which only the real object may read.
  return typeof value === 'function' ? value.bind(target) : value;
}
