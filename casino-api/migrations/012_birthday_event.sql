-- The birthday bonus is paid on the member's birthday only (casino-api/README.md, "Event bonuses"): an
-- event may be of kind 'birthday', and a member may have a birth date (staff enter it; the spec's
-- registration does not ask for one). The demo's seeded birthday event, found by its Thai name, is
-- marked; an operator's own events stay ordinary, claimable any day.
ALTER TABLE events ADD COLUMN kind TEXT CHECK (kind IN ('birthday'));
ALTER TABLE customers ADD COLUMN birth_date DATE;

UPDATE events SET kind = 'birthday' WHERE name = 'โบนัสวันเกิด' AND kind IS NULL;
