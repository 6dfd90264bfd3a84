import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite-client';
import type { DB } from './schema';

/*
 * One database handle for both engines (docs/architecture.md §6): PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite on disk (in a worker thread, db/pglite-client.ts). Both parse BIGINT (oid 20)
 * and NUMERIC (oid 1700, e.g. SUM) to JS numbers so money code never meets a string; satang
 * totals stay far below 2^53.
 */

const INT8 = 20;
const NUMERIC = 1700;

export type RunScript = (sqlText: string) => Promise<Record<string, unknown>[]>;

export interface Engine {
  db: Kysely<DB>;
  kind: 'postgres' | 'pglite';
  /** Multi-statement SQL (migrations) on one connection; Kysely's queries are single statements. */
  withScript<T>(fn: (run: RunScript) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface EngineOptions {
  databaseUrl?: string;
  /** PGlite directory; undefined keeps the database in memory. */
  pgliteDir?: string;
  /** PostgreSQL schema to work in (created if missing); lets test files share one database. */
  schema?: string;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openEngine(options: EngineOptions): Promise<Engine> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema, options.poolSize)
    : openPglite(options.pgliteDir);
}

async function openPostgres(connectionString: string, schema?: string, poolSize = 10): Promise<Engine> {
  if (schema !== undefined && !IDENTIFIER.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? Number
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'];
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    // instances × poolSize must stay under the server's max_connections (docs/operations.md)
    max: poolSize,
    types: { getTypeParser },
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async withScript(fn) {
      const client = await pool.connect();
      try {
        // no parameters → pg uses the simple protocol, which accepts several statements at once
        return await fn(async (text) => {
          const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result[result.length - 1] : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

async function openPglite(dir?: string): Promise<Engine> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = new PgliteWorkerClient(dir);
  await pglite.waitReady;
  // the dialect only calls query() and close(), which the worker client provides
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite as unknown as PGlite) });
  return {
    db,
    kind: 'pglite',
    async withScript(fn) {
      return fn(async (text) => {
        const results = await pglite.exec(text);
        return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
      });
    },
    // the dialect's destroy closes PGlite, which flushes it to disk
    close: () => db.destroy(),
  };
}
