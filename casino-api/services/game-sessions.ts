import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps';
import { balanceOf } from './ledger';
import { playRound } from './rounds';
import { type Spin, spinReels } from './slot';
import { addSeconds } from './time';
import { hashToken } from './tokens';

/*
 * Game sessions of the demo provider. launch-game puts a token of its own in the game URL, so the
 * page in the frame never holds the member's bearer token; it lives 30 idle minutes and only
 * plays one game. Trial sessions carry play money and never touch the ledger (casino-api/README.md).
 */

export const GAME_SESSION_IDLE_SECONDS = 30 * 60;
export const TRIAL_PLAY_SATANG = 100_000; // 1,000 baht of play money

export interface GameSession {
  tokenHash: string;
  game: { id: number; provider: string; code: string; name: string };
  customerId: number | null;
  trial: boolean;
}

export async function openGameSession(
  deps: Deps,
  gameId: number,
  customerId: number | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await deps.db
    .insertInto('game_sessions')
    .values({
      token_hash: hashToken(token),
      game_id: gameId,
      customer_id: customerId,
      play_satang: customerId === null ? TRIAL_PLAY_SATANG : null,
      expires_at: addSeconds(now, GAME_SESSION_IDLE_SECONDS),
      created_at: now,
    })
    .execute();
  return token;
}

/** The live session behind a token; `touch` extends its idle deadline (every spin does). */
export async function findGameSession(
  deps: Deps,
  token: string,
  touch = false,
): Promise<GameSession | undefined> {
  const now = deps.clock();
  const tokenHash = hashToken(token);
  if (touch) {
    await deps.db
      .updateTable('game_sessions')
      .set({ expires_at: addSeconds(now, GAME_SESSION_IDLE_SECONDS) })
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .execute();
  }
  const row = await deps.db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select(['s.token_hash', 's.customer_id', 'g.id', 'g.provider', 'g.code', 'g.name'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const game = { id: row.id, provider: row.provider, code: row.code, name: row.name };
  return { tokenHash, game, customerId: row.customer_id, trial: row.customer_id === null };
}

/** Wallet credit for real play, the session's play money for trial play. */
export async function sessionBalance(deps: Deps, session: GameSession): Promise<number> {
  if (session.customerId !== null) return balanceOf(deps.db, session.customerId);
  const row = await deps.db
    .selectFrom('game_sessions')
    .select('play_satang')
    .where('token_hash', '=', session.tokenHash)
    .executeTakeFirst();
  return row?.play_satang ?? 0;
}

export type SpinResult = (Spin & { ok: true; balanceSatang: number }) | { ok: false; reason: 'insufficient' };

export async function spin(deps: Deps, session: GameSession, betSatang: number): Promise<SpinResult> {
  const outcome = spinReels(betSatang);
  if (session.customerId !== null) {
    // the wallet path: ledger rows for bet and win, and the bet counts toward turnover (rounds.ts)
    const ref = `game:${session.game.provider}:${session.game.code}:${randomBytes(6).toString('hex')}`;
    const round = await playRound(deps, session.customerId, betSatang, outcome.winSatang, ref);
    return round.ok ? { ok: true, ...outcome, balanceSatang: round.balanceSatang } : round;
  }
  // one conditional update: parallel trial spins cannot take the play money below zero
  const row = await deps.db
    .updateTable('game_sessions')
    .set((eb) => ({ play_satang: eb(eb('play_satang', '-', betSatang), '+', outcome.winSatang) }))
    .where('token_hash', '=', session.tokenHash)
    .where('play_satang', '>=', betSatang)
    .returning('play_satang')
    .executeTakeFirst();
  return row
    ? { ok: true, ...outcome, balanceSatang: row.play_satang ?? 0 }
    : { ok: false, reason: 'insufficient' };
}

/** Housekeeping for the job runner: expired game sessions and bearer tokens are only clutter. */
export async function purgeExpiredSessions({ db, clock }: Deps): Promise<number> {
  const now = clock();
  const games = await db.deleteFrom('game_sessions').where('expires_at', '<=', now).executeTakeFirst();
  const tokens = await db.deleteFrom('access_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(games.numDeletedRows) + Number(tokens.numDeletedRows);
}
