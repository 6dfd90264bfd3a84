import { toSatang } from './contract-money';
import type { ReferralInfo } from './contract-entities';

/** The friend-referral tab's data (spec §3 referral info), money in satang. */
export interface ReferralRow {
  startAt: string;
  username: string;
  amountSatang: number;
}

export interface ReferralView {
  referralKey: string;
  /** The upstream's referral prefix + key (spec §3 site info); null when the prefix is unknown. */
  referralLink: string | null;
  totalSatang: number;
  pendingSatang: number;
  minimumWithdrawSatang: number;
  percents: [number, number, number];
  winLoseTotalSatang: number;
  friends: ReferralRow[];
  levels: [ReferralRow[], ReferralRow[], ReferralRow[]];
}

const rows = (list: ReferralInfo['customer_referrals']): ReferralRow[] =>
  list.map((r) => ({ startAt: r.start_at, username: r.username, amountSatang: toSatang(r.amount) }));

export function toReferralView(info: ReferralInfo, referralPrefix: string | null = null): ReferralView {
  return {
    referralKey: info.customer.referral_key,
    referralLink: referralPrefix ? referralPrefix + encodeURIComponent(info.customer.referral_key) : null,
    totalSatang: toSatang(info.customer.bonus_referral_total),
    pendingSatang: toSatang(info.customer.bonus_referral_pending),
    minimumWithdrawSatang: toSatang(info.bonus.bonus_turnover),
    percents: [
      Number(info.mlm_percent.level_1),
      Number(info.mlm_percent.level_2),
      Number(info.mlm_percent.level_3),
    ],
    winLoseTotalSatang: toSatang(info.customer_win_loses.total),
    friends: rows(info.customer_referrals),
    levels: [rows(info.mlm_referrals[0]), rows(info.mlm_referrals[1]), rows(info.mlm_referrals[2])],
  };
}
