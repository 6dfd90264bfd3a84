-- Issue 9: the profile, which every open member page polls, lists the active promotions;
-- served by an index in their display order (tests/casino-api/profile-indexes.test.ts).
CREATE INDEX promotions_active_sort ON promotions (active, sort, id);
