-- The profile, which every open member page polls, lists the active promotions; with many members
-- (docs/operations.md) that must be an index read in their display order
-- (tests/casino-api/profile-indexes.test.ts).
CREATE INDEX promotions_active_sort ON promotions (active, sort, id);
