import type { Kysely } from 'kysely';
import type { CasinoConfig } from './config';
import type { DB } from './db/schema';

/** Everything a route or service needs; the clock is injected so tests can move time. */
export interface Deps {
  db: Kysely<DB>;
  clock: () => Date;
  config: CasinoConfig;
  /**
   * True once a shutdown has begun: /ready answers 503 so load balancers stop sending
   * (docs/operations.md).
   */
  draining?: () => boolean;
}
