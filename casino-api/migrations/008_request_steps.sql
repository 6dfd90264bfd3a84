-- What happened to a deposit or withdrawal after it was made (casino-api/README.md, "Request timeline"):
-- staff took it into review, paid or credited it, refused it with a reason, or the expiry job let it
-- lapse. Additive: the submission itself is requests.created_at, and rows settled before this file
-- have their outcome read from the request (completed_at, deleted_at, deleted_cause).
CREATE TABLE request_steps (
  id         BIGSERIAL PRIMARY KEY,
  request_id BIGINT NOT NULL REFERENCES requests (id),
  step       TEXT NOT NULL CHECK (step IN ('review', 'completed', 'rejected', 'cancelled', 'lapsed')),
  -- the staff's reason for a refusal, as the member reads it (deleted_cause)
  reason     TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX request_steps_request ON request_steps (request_id, id);
-- staff take a request into review once (POST /operator/requests/{id}/review is safe to repeat)
CREATE UNIQUE INDEX request_steps_one_review ON request_steps (request_id) WHERE step = 'review';
-- the payout-time figure reads the withdrawals paid in the last 7 days
CREATE INDEX requests_completed_withdrawals ON requests (completed_at) WHERE type = 'withdraw' AND status = 'completed';
