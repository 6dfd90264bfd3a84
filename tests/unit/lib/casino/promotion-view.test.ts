import { safeImageUrl, toPromotionView } from '@/lib/casino/promotion-view';

describe('toPromotionView', () => {
  it('turns wire baht into satang and keeps the figures', () => {
    expect(
      toPromotionView({
        id: '1',
        name: 'New member 50%',
        image_url: null,
        bonus_percent: '50',
        bonus_fixed: '0.00',
        bonus_max: '500.00',
        deposit_max: '1000.00',
        turnover: '5',
        turnover_max: null,
      }),
    ).toEqual({
      id: '1',
      name: 'New member 50%',
      names: {},
      imageUrl: null,
      bonusPercent: 50,
      bonusFixedSatang: null,
      bonusMaxSatang: 50_000,
      turnover: 5,
      turnoverMaxSatang: null,
      depositMaxSatang: 100_000,
    });
  });

  it('keeps the name in each language the upstream gives (the names extension), and none when it gives none', () => {
    const wire = { id: '1', name: 'สมาชิกใหม่ รับโบนัส 50%' };
    expect(
      toPromotionView({
        ...wire,
        names: { th: 'สมาชิกใหม่ รับโบนัส 50%', en: ' New members: 50% bonus ', zh: '' },
      }).names,
    ).toEqual({ th: 'สมาชิกใหม่ รับโบนัส 50%', en: 'New members: 50% bonus' });
    expect(toPromotionView({ ...wire, names: null }).names).toEqual({});
    expect(toPromotionView(wire).names).toEqual({});
  });

  it('tells a withdrawal cap or end date said to be none from one not said at all', () => {
    const wire = { id: '3', name: 'p', turnover_max: '2000.00' };
    expect(
      toPromotionView({ ...wire, withdraw_max: '5000.00', ends_at: '2026-12-31 23:59:00' }),
    ).toMatchObject({
      turnoverMaxSatang: 200_000,
      withdrawMaxSatang: 500_000,
      endsAt: '2026-12-31 23:59:00',
    });
    expect(toPromotionView({ ...wire, withdraw_max: null, ends_at: null })).toMatchObject({
      withdrawMaxSatang: null,
      endsAt: null,
    });
    const unsaid = toPromotionView(wire);
    expect('withdrawMaxSatang' in unsaid || 'endsAt' in unsaid).toBe(false);
  });

  it("makes 0 and missing values null, which the page shows as 'none' (spec §9)", () => {
    const v = toPromotionView({
      id: '2',
      name: 'Free 100',
      bonus_fixed: 100,
      bonus_percent: 0,
      deposit_max: undefined,
      turnover: '0',
    });
    expect(v).toMatchObject({
      bonusFixedSatang: 10_000,
      bonusPercent: null,
      bonusMaxSatang: null,
      depositMaxSatang: null,
      turnover: null,
    });
  });
});

it('accepts only http(s) images', () => {
  expect(safeImageUrl('https://cdn.example.com/p.png')).toBe('https://cdn.example.com/p.png');
  expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  expect(safeImageUrl('data:image/svg+xml,<svg/>')).toBeNull();
  expect(safeImageUrl('/relative.png')).toBeNull();
  expect(safeImageUrl(null)).toBeNull();
});
