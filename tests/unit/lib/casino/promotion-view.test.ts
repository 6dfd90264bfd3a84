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
      imageUrl: null,
      bonusPercent: 50,
      bonusFixedSatang: null,
      bonusMaxSatang: 50_000,
      turnover: 5,
      depositMaxSatang: 100_000,
    });
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
