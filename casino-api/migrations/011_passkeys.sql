-- Passkeys (casino-api/README.md, "Passkeys"): a member's WebAuthn credentials, the one-use challenges
-- of their ceremonies, and the account events a member's other sessions are told about. Additive.
CREATE TABLE passkeys (
  id            BIGSERIAL PRIMARY KEY,
  customer_id   BIGINT NOT NULL REFERENCES customers (id),
  -- the authenticator's credential id, base64url; one credential names one account
  credential_id TEXT NOT NULL UNIQUE,
  -- COSE public key, base64url: the private part never leaves the member's device
  public_key    TEXT NOT NULL,
  -- the signature counter last seen: a later sign-in must report more (a clone reports less or equal)
  counter       BIGINT NOT NULL DEFAULT 0,
  -- WebAuthn's backup eligibility, fixed for a credential's life (singleDevice = not eligible)
  device_type   TEXT NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up     BOOLEAN NOT NULL,
  transports    TEXT,
  name          TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL,
  last_used_at  TIMESTAMPTZ
);
CREATE INDEX passkeys_customer ON passkeys (customer_id, id);

CREATE TABLE passkey_challenges (
  id          TEXT PRIMARY KEY,
  challenge   TEXT NOT NULL,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  -- the member a registration is for; null for a sign-in, whose member the credential names
  customer_id BIGINT REFERENCES customers (id),
  expires_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

-- What happened to an account that its owner should hear of on their other devices (a passkey added,
-- removed, or used to sign in). The member-news feed reads it; the row is written either way.
CREATE TABLE account_events (
  id          BIGSERIAL PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers (id),
  kind        TEXT NOT NULL CHECK (kind IN ('passkey_added', 'passkey_removed', 'passkey_sign_in')),
  passkey_id  BIGINT,
  -- the passkey's name at the time, as the member gave it
  detail      TEXT,
  created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX account_events_customer ON account_events (customer_id, id);
