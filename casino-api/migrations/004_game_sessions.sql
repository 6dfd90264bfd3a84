-- The demo game provider's sessions (docs/architecture.md §6): launch-game hands the game page a short-lived
-- token of its own, never the member's bearer token. Only its SHA-256 is stored, like access_tokens.
-- A trial session (no customer) plays with play money kept here, so it never touches the ledger.
CREATE TABLE game_sessions (
  token_hash  TEXT PRIMARY KEY,
  game_id     BIGINT NOT NULL REFERENCES games (id),
  customer_id BIGINT REFERENCES customers (id),
  play_satang BIGINT CHECK (play_satang >= 0),
  expires_at  TIMESTAMPTZ NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((customer_id IS NULL) = (play_satang IS NOT NULL))
);
CREATE INDEX game_sessions_expiry ON game_sessions (expires_at);
