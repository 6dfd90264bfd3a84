import type { ProfileView } from '@/lib/casino/profile-view';
import type { ReferralView } from '@/lib/casino/referral-view';

/** A member as the BFF's /customers/profile answers (lib/casino/profile-view.ts). */
export function profileOf(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    phone: '0861112222',
    customerId: 'ufa861112222',
    creditSatang: 152_050,
    creditChecking: false,
    bank: { code: 'scb', accountNumber: '1234567890', name: 'สมหญิง ใจดี' },
    toAccount: null,
    qrCodeName: null,
    paymentGateway: false,
    depositMinSatang: null,
    depositMaxSatang: null,
    hasDeposited: true,
    currentPromotion: {
      name: 'สมาชิกใหม่ 100%',
      names: {},
      turnoverSatang: 120_000,
      turnoverNeededSatang: 500_000,
      updatedAt: '2026-11-22 14:05:00',
    },
    pendingRequest: null,
    promotions: [],
    unavailablePromotions: null,
    completedRequests: [],
    events: [],
    ...overrides,
  };
}

export function referralOf(overrides: Partial<ReferralView> = {}): ReferralView {
  return {
    referralKey: 'REF123',
    referralLink: null,
    totalSatang: 0,
    pendingSatang: 15_000,
    minimumWithdrawSatang: 10_000,
    percents: [5, 3, 1],
    winLoseTotalSatang: -5_000,
    friends: [{ startAt: '2026-01-02 10:00:00', username: '0861113333', amountSatang: 100_000 }],
    levels: [[{ startAt: '2026-01-03', username: '0861114444', amountSatang: 20_000 }], [], []],
    ...overrides,
  };
}
