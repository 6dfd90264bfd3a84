import { bonusFor } from '@/casino-api/services/deposits';
import type { Promotion } from '@/casino-api/db/schema';
import type { PromotionView } from '@/lib/casino/promotion-view';
import { quotePromotion } from '@/lib/wallet/promotion-quote';

/* The bonus and turnover a promotion quotes before a deposit are the ones the reference API settles. */

const view = (p: Partial<PromotionView>): PromotionView => ({
  id: '1',
  name: 'p',
  names: {},
  imageUrl: null,
  bonusPercent: null,
  bonusFixedSatang: null,
  bonusMaxSatang: null,
  turnover: null,
  turnoverMaxSatang: null,
  depositMaxSatang: null,
  ...p,
});

// the seeded promotions (casino-api/seed/data.ts)
const newMember = view({ bonusPercent: 50, bonusMaxSatang: 50_000, depositMaxSatang: 100_000, turnover: 5 });
const firstOfDay = view({ bonusPercent: 10, bonusMaxSatang: 30_000, depositMaxSatang: 300_000, turnover: 3 });
const free100 = view({
  bonusFixedSatang: 10_000,
  bonusMaxSatang: 10_000,
  depositMaxSatang: 50_000,
  turnover: 10,
});

it('quotes the bonus and the turnover to play before withdrawing', () => {
  expect(quotePromotion(newMember, 50_000)).toEqual({
    bonusSatang: 25_000,
    turnoverSatang: 375_000,
    overMax: false,
  });
  // 10 % of 1,000 is 100; (1,000 + 100) × 3 = 3,300 — what the reference API's settlement asks
  expect(quotePromotion(firstOfDay, 100_000)).toEqual({
    bonusSatang: 10_000,
    turnoverSatang: 330_000,
    overMax: false,
  });
  expect(quotePromotion(free100, 50_000)).toEqual({
    bonusSatang: 10_000,
    turnoverSatang: 600_000,
    overMax: false,
  });
});

it('caps the bonus and the turnover, and flags a deposit over the promotion’s maximum', () => {
  expect(quotePromotion(newMember, 150_000)).toEqual({
    bonusSatang: 50_000,
    turnoverSatang: 1_000_000,
    overMax: true,
  });
  const capped = view({ ...firstOfDay, turnoverMaxSatang: 200_000 });
  expect(quotePromotion(capped, 100_000).turnoverSatang).toBe(200_000);
  expect(quotePromotion(view({ bonusPercent: 20 }), 50_000).turnoverSatang).toBeNull();
});

it('rounds a percentage bonus down to the satang, as the reference API does', () => {
  for (const [percent, amount] of [
    [50, 10_001],
    [10, 33_333],
    [5, 99],
  ] as const) {
    const row = { bonus_fixed_satang: 0, bonus_percent: percent, bonus_max_satang: null } as Promotion;
    expect(quotePromotion(view({ bonusPercent: percent }), amount).bonusSatang).toBe(bonusFor(row, amount));
  }
});
