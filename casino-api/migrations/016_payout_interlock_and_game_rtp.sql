-- The payout interlock (docs/player-protection.md, "Payout interlock"): switches staff turn on through the
-- operator API. A row is a switch that is on, since when; turning it off deletes the row. The one switch
-- so far, payouts_paused, says withdrawals are not being paid out, and while it is on deposits pause too.
CREATE TABLE operator_switches (
  name  TEXT PRIMARY KEY CHECK (name IN ('payouts_paused')),
  since TIMESTAMPTZ NOT NULL
);

-- The theoretical return to player of each game, in percent (docs/player-protection.md, "Return to player
-- per game"; an optional `rtp` in /games). NULL where the operator gave none. Every demo game is played on
-- the demo provider's one slot machine (services/slot.ts), whose return is 95.95% (tests enumerate it); a
-- database seeded before this migration gets the same figure as a fresh one (seed/data.ts).
ALTER TABLE games ADD COLUMN rtp NUMERIC(5, 2) CHECK (rtp > 0 AND rtp <= 100);
UPDATE games SET rtp = 95.95 WHERE provider IN ('siamreels', 'lotuslive', 'coralplay');
