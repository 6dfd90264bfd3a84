-- Periodic account review (docs/player-protection.md, UKGC LCCP in force 31 Oct 2025 / 30 Jun 2026): on
-- sign-in, at least every 6 months (the member may choose every 1 or 3), a summary of deposits,
-- withdrawals and the net since the last review; a member with no deposit limit is asked again at least
-- once a year. reviewed_at and limit_prompted_at are when the member last dismissed each prompt; NULL
-- counts from registration (customers.created_at).
ALTER TABLE customers ADD COLUMN review_months SMALLINT NOT NULL DEFAULT 6 CHECK (review_months IN (1, 3, 6));
ALTER TABLE customers ADD COLUMN reviewed_at TIMESTAMPTZ;
ALTER TABLE customers ADD COLUMN limit_prompted_at TIMESTAMPTZ;
