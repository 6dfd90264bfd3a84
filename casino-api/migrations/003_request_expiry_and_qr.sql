-- spec §9: a withdrawal waits at most 30 minutes (deposits 15, set since 001); the server cancels
-- what the browser's countdown gave up on. Pending withdrawals from before this file get a deadline.
UPDATE requests SET expires_at = created_at + INTERVAL '30 minutes'
  WHERE type = 'withdraw' AND status = 'pending' AND expires_at IS NULL;
-- the expiry sweep looks only at pending rows past their deadline
CREATE INDEX requests_pending_expiry ON requests (expires_at) WHERE status = 'pending';

-- spec §3 pending_request.qr_code is a base64 image: rendered once at deposit time, kept beside
-- its payload so the profile poll (every 10 s, spec §9) does not redraw it
ALTER TABLE requests ADD COLUMN qr_image TEXT;
