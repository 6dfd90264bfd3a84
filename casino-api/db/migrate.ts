import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from './engine';

/*
 * Applies casino-api/migrations/NNN_name.sql in order, each once, each in its own transaction
 * together with its schema_migrations row — the same files on PostgreSQL and PGlite.
 * On PostgreSQL an advisory lock keeps two starting processes from migrating at the same time.
 */

const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
const FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
const LOCK_KEY = 7_424_242;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => FILE.test(f))
    .sort();
}

export async function migrate(engine: Engine, dir = MIGRATIONS_DIR): Promise<string[]> {
  return engine.withScript(async (run) => {
    // Locked before the CREATE too: two instances creating the table at once collide in pg_type.
    if (engine.kind === 'postgres') await run(`SELECT pg_advisory_lock(${LOCK_KEY})`);
    try {
      await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
      const done = new Set((await run('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
      const applied: string[] = [];
      for (const file of migrationFiles(dir)) {
        if (done.has(file)) continue;
        const body = readFileSync(path.join(dir, file), 'utf8');
        // file names are checked against FILE above, so quoting them inline is safe
        await runInTransaction(run, `${body}\n;\nINSERT INTO schema_migrations (name) VALUES ('${file}');`);
        applied.push(file);
      }
      return applied;
    } finally {
      if (engine.kind === 'postgres') await run(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
    }
  });
}

async function runInTransaction(run: (sql: string) => Promise<unknown>, script: string): Promise<void> {
  await run('BEGIN');
  try {
    await run(script);
    await run('COMMIT');
  } catch (error) {
    await run('ROLLBACK');
    throw error;
  }
}
