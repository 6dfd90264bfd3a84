import type { Engine } from './engine';

/*
 * A PostgreSQL session advisory lock around fn, so two instances that start together on an
 * empty database do one-time work (the demo seed) once: the second waits, then finds it done.
 * PGlite is one process's own database and needs none.
 */
export async function withAdvisoryLock<T>(engine: Engine, key: number, fn: () => Promise<T>): Promise<T> {
  if (engine.kind !== 'postgres') return fn();
  return engine.withScript(async (run) => {
    await run(`SELECT pg_advisory_lock(${Math.trunc(key)})`);
    try {
      return await fn();
    } finally {
      await run(`SELECT pg_advisory_unlock(${Math.trunc(key)})`);
    }
  });
}
