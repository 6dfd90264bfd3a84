-- The payout interlock (docs/player-protection.md, "Payout interlock"): switches staff turn on through the
-- operator API. A row is a switch that is on, since when; turning it off deletes the row. The one switch
-- so far, payouts_paused, says withdrawals are not being paid out, and while it is on deposits pause too.
CREATE TABLE operator_switches (
  name  TEXT PRIMARY KEY CHECK (name IN ('payouts_paused')),
  since TIMESTAMPTZ NOT NULL
);
