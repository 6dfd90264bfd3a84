-- Loss limits and a session-time limit (docs/player-protection.md, AGCO standards 2.23-2.24), an extension
-- of the upstream contract beside the deposit limits of 005. One row per member and kind: value is satang
-- for a loss limit (net loss per rolling 24 hours, 7 days or 30 days) and minutes for the session limit;
-- NULL is "no limit". A raise or a removal waits 24 hours in pending_* exactly as deposit_limits does.
CREATE TABLE play_limits (
  customer_id   BIGINT NOT NULL REFERENCES customers (id),
  kind          TEXT NOT NULL CHECK (kind IN ('loss_day', 'loss_week', 'loss_month', 'session')),
  value         BIGINT CHECK (value > 0),
  pending_value BIGINT CHECK (pending_value > 0),
  pending_from  TIMESTAMPTZ,
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, kind)
);
