import { upstreamMessageKey } from '../i18n/upstream-messages';
import type { Notice } from './contract-notices';
import { noticeKinds, type NoticeKind } from './notice-kinds';
import { toSatang } from './contract-money';
import type { RequestView } from './profile-view';

/*
 * What the browser gets of the member's account notices (casino-api/README.md, "Account notices"):
 * money in satang, only the kinds this site can word (messages `Notices.kinds.<kind>`), newest first.
 */

export interface NoticeView {
  id: string;
  kind: NoticeKind;
  amountSatang: number | null;
  bonusSatang: number | null;
  /** A refusal's reason as the upstream wrote it (spec §8 Thai). */
  reason: string | null;
  requestId: string | null;
  /** Upstream 'YYYY-MM-DD HH:MM:SS', Asia/Bangkok. */
  at: string;
  read: boolean;
}

export interface NoticesView {
  /** false: the upstream keeps no notices (no extension); the News tab then has none to list. */
  recorded: boolean;
  unread: number;
  items: NoticeView[];
}

export const NO_NOTICES: NoticesView = { recorded: false, unread: 0, items: [] };

const known = new Set<string>(noticeKinds);
export const isNoticeKind = (kind: string): kind is NoticeKind => known.has(kind);

export function toNoticesView(answer: { data: Notice[]; unread: number }): NoticesView {
  const items: NoticeView[] = [];
  let unknownUnread = 0;
  for (const n of answer.data) {
    if (!isNoticeKind(n.kind)) {
      if (!n.read) unknownUnread += 1;
      continue;
    }
    items.push({
      id: n.id,
      kind: n.kind,
      amountSatang: n.amount == null ? null : toSatang(n.amount),
      bonusSatang: n.bonus == null ? null : toSatang(n.bonus),
      reason: n.reason ?? null,
      requestId: n.request_id ?? null,
      at: n.created_at,
      read: n.read,
    });
  }
  // a kind this site cannot word is not listed, so it must not be counted either
  return { recorded: true, unread: Math.max(0, answer.unread - unknownUnread), items };
}

const LAPSES = new Set(['depositExpired', 'withdrawExpired']);

/**
 * A settled request told as a notice, for an upstream without the extension: the site then tells
 * only what it saw settle itself (docs/architecture.md §8). A lapse is told by its spec §8 cause; the
 * member's own cancel is no news to them (null).
 */
export function noticeFromRequest(r: RequestView, at: string): NoticeView | null {
  const cause = r.deletedCause ? upstreamMessageKey(r.deletedCause) : undefined;
  if (cause === 'cancelledByMember') return null;
  const lapsed = r.status !== 'completed' && cause !== undefined && LAPSES.has(cause);
  const outcome = r.status === 'completed' ? 'done' : lapsed ? 'lapsed' : 'refused';
  const kinds = {
    deposit: { done: 'deposit_credited', refused: 'deposit_refused', lapsed: 'deposit_lapsed' },
    withdraw: { done: 'withdraw_paid', refused: 'withdraw_refused', lapsed: 'withdraw_lapsed' },
  } as const;
  return {
    id: `request-${r.id}`,
    kind: kinds[r.type][outcome],
    amountSatang: r.amountSatang,
    bonusSatang: r.bonusSatang > 0 ? r.bonusSatang : null,
    reason: outcome === 'refused' ? r.deletedCause : null,
    requestId: r.id,
    at: r.date ?? at,
    read: false,
  };
}
