import { sql } from 'kysely';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { Deps } from '../deps';

/*
 * The member's realised return per game (docs/player-protection.md, "Return to player per game"; beyond
 * the anchors, as Brazil 2025 shows each game's theoretical return): stakes, wins and net over the last
 * 30 days from the ledger's bet and win rows of game rounds, whose ref names the game
 * (`game:<provider>:<code>:<round>`, services/game-sessions.ts).
 */

export const RETURNS_DAYS = 30;

export async function gameReturns(deps: Deps, customerId: number) {
  const since = new Date(deps.clock().getTime() - RETURNS_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await sql<{
    provider: string;
    code: string;
    rounds: number | string;
    stakes: number | string | null;
    wins: number | string | null;
  }>`
    SELECT split_part(ref, ':', 2) AS provider, split_part(ref, ':', 3) AS code,
           count(*) FILTER (WHERE kind = 'bet') AS rounds,
           -sum(amount_satang) FILTER (WHERE kind = 'bet') AS stakes,
           sum(amount_satang) FILTER (WHERE kind = 'win') AS wins
      FROM ledger
     WHERE customer_id = ${customerId} AND kind IN ('bet', 'win') AND ref LIKE 'game:%'
       AND created_at >= ${since}
     GROUP BY 1, 2
     ORDER BY stakes DESC NULLS LAST, provider, code`.execute(deps.db);
  return {
    days: RETURNS_DAYS,
    games: rows.map((r) => {
      const stakes = Number(r.stakes ?? 0);
      const wins = Number(r.wins ?? 0);
      return {
        provider: r.provider,
        code: r.code,
        rounds: Number(r.rounds),
        stakes: toWireBaht(stakes),
        wins: toWireBaht(wins),
        net: toWireBaht(wins - stakes),
      };
    }),
  };
}
