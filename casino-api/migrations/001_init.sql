-- Reference Casino API schema (docs/architecture.md §6). Runs unchanged on PostgreSQL and PGlite.
-- Money is BIGINT satang; a member's credit is always SUM(ledger.amount_satang), never a column.

CREATE TABLE affiliates (
  id            BIGSERIAL PRIMARY KEY,
  affiliate_key TEXT NOT NULL UNIQUE,
  username      TEXT NOT NULL,
  name          TEXT NOT NULL,
  line          TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE customers (
  id             BIGSERIAL PRIMARY KEY,
  phone          TEXT NOT NULL UNIQUE,
  password_hash  TEXT NOT NULL,
  -- the customer id shown to the member; assigned at the first completed deposit (spec §2 info tab)
  username       TEXT UNIQUE,
  bank           TEXT,
  account_number TEXT,
  name           TEXT,
  line           TEXT,
  affiliate_id   BIGINT REFERENCES affiliates (id),
  referral_key   TEXT NOT NULL UNIQUE,
  referrer_id    BIGINT REFERENCES customers (id),
  credit_checking_until TIMESTAMPTZ,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- one bank account belongs to one member, so a withdrawal cannot be paid to somebody else's account
CREATE UNIQUE INDEX customers_bank_account ON customers (bank, account_number) WHERE account_number IS NOT NULL;

CREATE TABLE ledger (
  id            BIGSERIAL PRIMARY KEY,
  customer_id   BIGINT NOT NULL REFERENCES customers (id),
  amount_satang BIGINT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'bonus', 'bet', 'win', 'adjust', 'referral', 'event')),
  ref           TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_customer ON ledger (customer_id);

CREATE TABLE promotions (
  id                  BIGSERIAL PRIMARY KEY,
  name                TEXT NOT NULL,
  image_url           TEXT,
  bonus_percent       INTEGER NOT NULL DEFAULT 0 CHECK (bonus_percent >= 0),
  bonus_fixed_satang  BIGINT NOT NULL DEFAULT 0 CHECK (bonus_fixed_satang >= 0),
  bonus_max_satang    BIGINT,
  deposit_max_satang  BIGINT,
  turnover            INTEGER NOT NULL DEFAULT 0 CHECK (turnover >= 0),
  turnover_max_satang BIGINT,
  -- who may choose it: first deposit ever, first deposit of the Bangkok day, or anyone
  eligibility         TEXT NOT NULL DEFAULT 'any' CHECK (eligibility IN ('new_member', 'first_of_day', 'any')),
  active              BOOLEAN NOT NULL DEFAULT TRUE,
  sort                INTEGER NOT NULL DEFAULT 0,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE requests (
  id             BIGSERIAL PRIMARY KEY,
  customer_id    BIGINT NOT NULL REFERENCES customers (id),
  type           TEXT NOT NULL CHECK (type IN ('deposit', 'withdraw')),
  amount_satang  BIGINT NOT NULL CHECK (amount_satang > 0),
  bonus_satang   BIGINT NOT NULL DEFAULT 0 CHECK (bonus_satang >= 0),
  promotion_id   BIGINT REFERENCES promotions (id),
  status         TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'cancelled', 'rejected')),
  qr_payload     TEXT,
  deleted_cause  TEXT,
  deleted_at     TIMESTAMPTZ,
  completed_at   TIMESTAMPTZ,
  expires_at     TIMESTAMPTZ,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX requests_customer ON requests (customer_id, id);
-- one pending request per member (spec §4), enforced by the database, not only by the code
CREATE UNIQUE INDEX requests_one_pending ON requests (customer_id) WHERE status = 'pending';

CREATE TABLE customer_promotions (
  id                     BIGSERIAL PRIMARY KEY,
  customer_id            BIGINT NOT NULL REFERENCES customers (id),
  promotion_id           BIGINT NOT NULL REFERENCES promotions (id),
  request_id             BIGINT REFERENCES requests (id),
  turnover_satang        BIGINT NOT NULL DEFAULT 0,
  turnover_needed_satang BIGINT NOT NULL DEFAULT 0,
  status                 TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'cleared')),
  created_at             TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at             TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_promotions_one_active ON customer_promotions (customer_id) WHERE status = 'active';

CREATE TABLE events (
  id           BIGSERIAL PRIMARY KEY,
  name         TEXT NOT NULL,
  bonus_satang BIGINT NOT NULL CHECK (bonus_satang >= 0),
  active       BOOLEAN NOT NULL DEFAULT TRUE,
  sort         INTEGER NOT NULL DEFAULT 0,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE customer_events (
  customer_id BIGINT NOT NULL REFERENCES customers (id),
  event_id    BIGINT NOT NULL REFERENCES events (id),
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, event_id)
);

CREATE TABLE announcements (
  id         BIGSERIAL PRIMARY KEY,
  content    TEXT,
  img        TEXT,
  active     SMALLINT NOT NULL CHECK (active IN (1, 2)),
  sort       INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE games (
  id        BIGSERIAL PRIMARY KEY,
  provider  TEXT NOT NULL,
  code      TEXT NOT NULL,
  name      TEXT NOT NULL,
  category  TEXT NOT NULL,
  image_url TEXT,
  sort      INTEGER NOT NULL DEFAULT 0,
  UNIQUE (provider, code)
);

CREATE TABLE access_tokens (
  token_hash  TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('member', 'register', 'reset')),
  customer_id BIGINT REFERENCES customers (id),
  phone       TEXT,
  expires_at  TIMESTAMPTZ NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_expiry ON access_tokens (expires_at);

CREATE TABLE otps (
  id          BIGSERIAL PRIMARY KEY,
  phone       TEXT NOT NULL,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'reset')),
  code_hash   TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  expires_at  TIMESTAMPTZ NOT NULL,
  consumed_at TIMESTAMPTZ,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX otps_phone ON otps (phone, purpose, id);

CREATE TABLE sms_outbox (
  id         BIGSERIAL PRIMARY KEY,
  phone      TEXT NOT NULL,
  message    TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- marketing keys given at the phone step travel to the password step, where the customer is created
CREATE TABLE registrations (
  phone        TEXT PRIMARY KEY,
  affiliate_id BIGINT REFERENCES affiliates (id),
  referrer_id  BIGINT REFERENCES customers (id),
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
