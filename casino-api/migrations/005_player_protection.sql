-- Player protection (docs/player-protection.md, an extension of the upstream contract): deposit limits,
-- time-outs and self-exclusion, the reality-check interval, and when the member confirmed their age and the
-- terms.

-- One row per member and window. amount_satang NULL is "no limit". A raise (or a removal) waits
-- 24 hours in pending_*: pending_from is when it takes over, and pending_amount_satang NULL with
-- pending_from set means the limit goes away then.
CREATE TABLE deposit_limits (
  customer_id           BIGINT NOT NULL REFERENCES customers (id),
  period                TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_satang         BIGINT CHECK (amount_satang > 0),
  pending_amount_satang BIGINT CHECK (pending_amount_satang > 0),
  pending_from          TIMESTAMPTZ,
  updated_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, period)
);

-- Rows are only ever added: a break cannot be shortened, a longer one simply ends later.
CREATE TABLE exclusions (
  id          BIGSERIAL PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers (id),
  kind        TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  period      TEXT NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y')),
  starts_at   TIMESTAMPTZ NOT NULL,
  ends_at     TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX exclusions_customer ON exclusions (customer_id, ends_at);

ALTER TABLE customers ADD COLUMN reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60));
ALTER TABLE customers ADD COLUMN age_confirmed_at TIMESTAMPTZ;
ALTER TABLE registrations ADD COLUMN age_confirmed_at TIMESTAMPTZ;
