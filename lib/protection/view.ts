import { toSatang } from '../casino/contract-money';
import type {
  AccountReview,
  ExclusionPeriod,
  GameReturns,
  LimitPeriod,
  Protection,
  Statement,
} from '../casino/contract-protection';
import { toRequestView, type RequestView } from '../casino/profile-view';

/* What the browser gets of the protection settings and the statement (STYLE.md: DTOs, money in satang). */

export interface LimitView {
  amountSatang: number | null;
  pending: { amountSatang: number | null; from: string } | null;
  usedSatang: number;
}

export interface ProtectionView {
  limits: Record<LimitPeriod, LimitView>;
  remainingSatang: number | null;
  exclusion: { kind: 'timeout' | 'self_exclusion'; period: ExclusionPeriod; until: string } | null;
  realityCheckMinutes: number;
  session: { playedSeconds: number; netSatang: number };
  /** Net-loss limits; null when the upstream does not offer them (an optional extension). */
  lossLimits: Record<LimitPeriod, LimitView> | null;
  /**
   * The payout interlock: why deposits are paused for everybody now, null when open (or when the upstream
   * has no interlock).
   */
  depositsPaused: 'payouts_paused' | 'slow_payouts' | null;
  /** The session-time limit in minutes; null when the upstream does not offer it. */
  sessionLimit: { minutes: number | null; pending: { minutes: number | null; from: string } | null } | null;
}

const satangOrNull = (v: string | number | null) => (v === null ? null : toSatang(v));

export function toProtectionView(p: Protection): ProtectionView {
  const limit = (l: Protection['deposit_limits']['day']): LimitView => ({
    amountSatang: satangOrNull(l.amount),
    pending: l.pending ? { amountSatang: satangOrNull(l.pending.amount), from: l.pending.from } : null,
    usedSatang: toSatang(l.used),
  });
  return {
    limits: {
      day: limit(p.deposit_limits.day),
      week: limit(p.deposit_limits.week),
      month: limit(p.deposit_limits.month),
    },
    remainingSatang: satangOrNull(p.deposit_remaining),
    exclusion: p.exclusion,
    realityCheckMinutes: p.reality_check_minutes,
    session: { playedSeconds: p.session.played_seconds, netSatang: toSatang(p.session.net) },
    lossLimits: p.loss_limits
      ? { day: limit(p.loss_limits.day), week: limit(p.loss_limits.week), month: limit(p.loss_limits.month) }
      : null,
    sessionLimit: p.session_limit ?? null,
    depositsPaused: p.deposits_paused ?? null,
  };
}

export interface StatementView {
  totals: { depositsSatang: number; withdrawalsSatang: number; netSatang: number };
  from: string;
  to: string;
  rows: RequestView[];
}

export function toStatementView(s: Statement): StatementView {
  return {
    totals: {
      depositsSatang: toSatang(s.totals.deposits),
      withdrawalsSatang: toSatang(s.totals.withdrawals),
      netSatang: toSatang(s.totals.net),
    },
    from: s.from,
    to: s.to,
    // The statement filters by when a request was made, so that is its date.
    rows: s.rows.map((r) => toRequestView(r, r.created_at ?? r.deleted_at ?? null)),
  };
}

/** The periodic account review (docs/player-protection.md); dates stay the upstream's wall-clock text. */
export interface AccountReviewView {
  due: boolean;
  everyMonths: number;
  from: string;
  to: string;
  /** Completed deposits and withdrawals in the period; net is withdrawals − deposits, as the statement. */
  totals: { depositsSatang: number; withdrawalsSatang: number; netSatang: number };
  limitPromptDue: boolean;
}

export function toAccountReviewView(r: AccountReview): AccountReviewView {
  return {
    due: r.due,
    everyMonths: r.every_months,
    from: r.from,
    to: r.to,
    totals: {
      depositsSatang: toSatang(r.totals.deposits),
      withdrawalsSatang: toSatang(r.totals.withdrawals),
      netSatang: toSatang(r.totals.net),
    },
    limitPromptDue: r.limit_prompt_due,
  };
}

/** The member's own result per game over `days` days (docs/player-protection.md); net is wins − stakes. */
export interface GameReturnsView {
  days: number;
  games: Array<{
    provider: string;
    code: string;
    rounds: number;
    stakesSatang: number;
    winsSatang: number;
    netSatang: number;
  }>;
}

export function toGameReturnsView(r: GameReturns): GameReturnsView {
  return {
    days: r.days,
    games: r.games.map((g) => ({
      provider: g.provider,
      code: g.code,
      rounds: g.rounds,
      stakesSatang: toSatang(g.stakes),
      winsSatang: toSatang(g.wins),
      netSatang: toSatang(g.net),
    })),
  };
}
