-- Account notices (casino-api/README.md, "Account notices"): what happened to a member's account that
-- they may not have watched happen — money settled by staff or lapsed, a password changed. Written
-- where it happens (services/settlement.ts, services/expiry.ts, routes/password.ts), read by the
-- member's News tab. `kind` has no CHECK on purpose: a new kind is a code change, not a migration.
CREATE TABLE member_notices (
  id            BIGSERIAL PRIMARY KEY,
  customer_id   BIGINT NOT NULL REFERENCES customers (id),
  kind          TEXT NOT NULL,
  amount_satang BIGINT,
  bonus_satang  BIGINT,
  reason        TEXT,
  request_id    BIGINT REFERENCES requests (id),
  created_at    TIMESTAMPTZ NOT NULL,
  read_at       TIMESTAMPTZ
);
-- the News tab lists the newest first; the unread count is a scan of the member's unread ones
CREATE INDEX member_notices_customer ON member_notices (customer_id, id DESC);
CREATE INDEX member_notices_unread ON member_notices (customer_id) WHERE read_at IS NULL;
