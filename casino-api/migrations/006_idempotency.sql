-- Idempotency keys on the money calls (docs/security.md): a client sends the same Idempotency-Key when it
-- retries a deposit, withdrawal or bonus claim whose answer it never saw. The first request inserts
-- the key in the same transaction as its effect, so a concurrent request with that key waits on the
-- primary key and then reads the stored answer instead of paying twice. Keys are per member and are
-- kept at least 24 hours (services/idempotency.ts removes older ones).
-- No foreign key to customers on purpose: its KEY SHARE lock on the member's row, taken before a
-- withdrawal locks that row FOR UPDATE, deadlocks two parallel withdrawals of the same member.
CREATE TABLE idempotency_keys (
  customer_id   BIGINT NOT NULL,
  key           TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  status        INTEGER,
  response      TEXT,
  created_at    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (customer_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
