import { availableParallelism } from 'node:os';

/*
 * Sized before anything touches libuv's thread pool (docs/performance.md, login under load): imported
 * first by the entry points (casino-api/server.ts, scripts/start.ts). Password hashing runs there, at
 * most one per core (services/passwords.ts); the pool keeps 4 threads beyond that, so file and DNS work
 * of other requests never waits behind a burst of logins. Libuv reads UV_THREADPOOL_SIZE once, at the
 * pool's first use; an operator's own setting wins.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism());

process.env.UV_THREADPOOL_SIZE ??= String(HASH_CONCURRENCY + 4);
