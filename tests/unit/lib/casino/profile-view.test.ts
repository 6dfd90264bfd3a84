import { profileSchema } from '@/lib/casino/contract-entities';
import { toProfileView } from '@/lib/casino/profile-view';

const profile = (fields: Record<string, unknown>) =>
  toProfileView(
    profileSchema.parse({ phone: '0812345678', payment_gateway_status: 0, credit_checking: 0, ...fields }),
  );

describe('first deposit (spec §2 info tab, §3 username: the customer id comes with the first deposit)', () => {
  it('a long-time player whose recent history holds no deposit has still deposited', () => {
    const view = profile({
      username: 'LB000042',
      completed_requests: [{ id: 9, type: 'withdraw', status: 'completed', amount: '100.00', bonus: '0' }],
    });
    expect(view.hasDeposited).toBe(true);
    expect(view.customerId).toBe('LB000042');
  });

  it('a member without a customer id has not deposited yet', () => {
    expect(profile({ username: null }).hasDeposited).toBe(false);
    expect(profile({}).hasDeposited).toBe(false);
  });
});

describe('promotion names in each language (the names extension, docs/architecture.md, "Upstream text in three languages")', () => {
  const names = { th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus', zh: '新会员 50% 奖金' };

  it('keeps them for the promotions offered, the ones not open now and the current one', () => {
    const view = profile({
      promotions: [{ id: 1, name: names.th, names }],
      promotions_unavailable: [
        { id: 2, name: 'ฝากแรกของวัน 10%', names: { en: ' First deposit of the day ' }, reason: 'x' },
      ],
      current_promotion: {
        name: names.th,
        names: { ...names, zh: null },
        turnover: '0',
        turnover_needed: '100',
      },
    });
    expect(view.promotions).toEqual([{ id: '1', name: names.th, names, imageUrl: null }]);
    expect(view.unavailablePromotions).toEqual([
      {
        id: '2',
        name: 'ฝากแรกของวัน 10%',
        names: { en: 'First deposit of the day' },
        imageUrl: null,
        reason: 'x',
      },
    ]);
    expect(view.currentPromotion?.names).toEqual({ th: names.th, en: names.en });
  });

  it('has none from an upstream without the extension, which still reads', () => {
    const view = profile({
      promotions: [{ id: 1, name: names.th }],
      current_promotion: { name: names.th, turnover: '0', turnover_needed: '100' },
    });
    expect(view.promotions[0]).toEqual({ id: '1', name: names.th, names: {}, imageUrl: null });
    expect(view.currentPromotion).toMatchObject({ name: names.th, names: {} });
  });
});
