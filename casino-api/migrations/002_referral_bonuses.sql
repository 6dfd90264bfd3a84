-- Weekly referral commission (spec §9: summarised every Friday after midnight, Asia/Bangkok).
-- One row per member and week, so running the summary twice cannot pay twice.
CREATE TABLE referral_bonuses (
  id            BIGSERIAL PRIMARY KEY,
  customer_id   BIGINT NOT NULL REFERENCES customers (id),
  period_start  TIMESTAMPTZ NOT NULL,
  period_end    TIMESTAMPTZ NOT NULL,
  amount_satang BIGINT NOT NULL CHECK (amount_satang >= 0),
  paid_at       TIMESTAMPTZ,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (customer_id, period_start)
);
