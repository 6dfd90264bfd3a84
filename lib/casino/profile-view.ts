import { toLocalizedTexts, type LocalizedTexts } from '../i18n/localized-text';
import { toSatang } from './contract-money';
import type { CompletedRequest, MemberPromotion, Profile } from './contract-entities';

/*
 * What the browser gets of the member's profile (STYLE.md: DTOs, not upstream objects).
 * Money is integer satang; the browser formats it with lib/format. Bank codes are lowercased
 * and trimmed (spec §3).
 */
export interface BankAccountView {
  code: string;
  accountNumber: string;
  name: string;
}

export interface RequestView {
  id: string;
  type: 'deposit' | 'withdraw';
  status: string;
  amountSatang: number;
  bonusSatang: number;
  deletedCause: string | null;
  /** Upstream 'YYYY-MM-DD HH:MM:SS', Asia/Bangkok. */
  date: string | null;
}

/**
 * A promotion as the member's lists show it: the upstream name as given (spec §3, Thai) and, as an
 * extension, the name in each language (shown with pickText, lib/i18n/localized-text.ts).
 */
export interface MemberPromotionView {
  id: string;
  name: string;
  names: LocalizedTexts;
  imageUrl: string | null;
  /** Extension: a new-member-only promotion (the welcome bonus); absent where the upstream does not say. */
  welcome?: boolean;
}

export interface ProfileView {
  phone: string;
  customerId: string | null;
  creditSatang: number;
  creditChecking: boolean;
  bank: BankAccountView | null;
  /** The operator's account to transfer to (spec §3 to_bank, to_account_number, to_name). */
  toAccount: BankAccountView | null;
  qrCodeName: string | null;
  paymentGateway: boolean;
  /** The upstream's single-deposit bounds (an extension); null when it does not say. */
  depositMinSatang: number | null;
  depositMaxSatang: number | null;
  hasDeposited: boolean;
  currentPromotion: {
    name: string;
    names: LocalizedTexts;
    turnoverSatang: number;
    turnoverNeededSatang: number;
    updatedAt: string | null;
  } | null;
  pendingRequest: {
    id: string;
    type: 'deposit' | 'withdraw';
    amountSatang: number;
    createdAt: string;
    qrCode: string | null;
    qrPayload: string | null;
  } | null;
  promotions: MemberPromotionView[];
  /** Extension: what the member cannot take now and why (an upstream sentence); null when not said. */
  unavailablePromotions: Array<MemberPromotionView & { reason: string }> | null;
  completedRequests: RequestView[];
  events: Array<{ id: string; name: string; bonusSatang: number; activated: boolean }>;
}

const positiveSatang = (v: Profile['deposit_min']) => {
  const satang = v === null || v === undefined ? 0 : toSatang(v);
  return satang > 0 ? satang : null;
};

const bankOf = (
  code?: string | null,
  accountNumber?: string | null,
  name?: string | null,
): BankAccountView | null =>
  code && accountNumber ? { code: code.trim().toLowerCase(), accountNumber, name: name ?? '' } : null;

export function toProfileView(p: Profile): ProfileView {
  const credit = p.games[0]?.credit;
  return {
    phone: p.phone,
    customerId: p.username ?? null,
    creditSatang: credit === undefined ? 0 : toSatang(credit),
    creditChecking: p.credit_checking,
    bank: bankOf(p.bank, p.account_number, p.name),
    toAccount: bankOf(p.to_bank, p.to_account_number, p.to_name),
    qrCodeName: p.qr_code_name ?? null,
    paymentGateway: p.payment_gateway_status,
    depositMinSatang: positiveSatang(p.deposit_min),
    depositMaxSatang: positiveSatang(p.deposit_max),
    // Spec §2 info tab / §3: the customer id (username) is given at the first deposit, so it is what
    // says a member has deposited; completed_requests holds only recent requests, and a long-time
    // player with a short history would be told to deposit first.
    hasDeposited: Boolean(p.username),
    currentPromotion: p.current_promotion
      ? {
          name: p.current_promotion.name,
          names: toLocalizedTexts(p.current_promotion.names),
          turnoverSatang: toSatang(p.current_promotion.turnover),
          turnoverNeededSatang: toSatang(p.current_promotion.turnover_needed),
          updatedAt: p.current_promotion.turnover_updated_at ?? null,
        }
      : null,
    pendingRequest: p.pending_request
      ? {
          id: p.pending_request.id,
          type: p.pending_request.type,
          amountSatang: toSatang(p.pending_request.amount),
          createdAt: p.pending_request.created_at,
          qrCode: p.pending_request.qr_code ?? null,
          qrPayload: p.pending_request.qr_payload ?? null,
        }
      : null,
    promotions: p.promotions.map(toMemberPromotionView),
    unavailablePromotions: p.promotions_unavailable
      ? p.promotions_unavailable.map((x) => ({ ...toMemberPromotionView(x), reason: x.reason }))
      : null,
    // The recent list dates a request by when it ended (refused or done).
    completedRequests: p.completed_requests.map((r) =>
      toRequestView(r, r.deleted_at ?? r.created_at ?? null),
    ),
    events: p.events.map((e) => ({
      id: e.id,
      name: e.name,
      bonusSatang: toSatang(e.bonus),
      activated: e.activated,
    })),
  };
}

function toMemberPromotionView(x: MemberPromotion): MemberPromotionView {
  return {
    id: x.id,
    name: x.name,
    names: toLocalizedTexts(x.names),
    imageUrl: x.image_url ?? null,
    ...(x.welcome ? { welcome: true } : {}),
  };
}

/** One finished deposit or withdrawal as the history lists it; `date` is chosen by the list. */
export function toRequestView(r: CompletedRequest, date: string | null): RequestView {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    amountSatang: toSatang(r.amount),
    bonusSatang: r.bonus == null ? 0 : toSatang(r.bonus),
    deletedCause: r.deleted_cause ?? null,
    date,
  };
}
