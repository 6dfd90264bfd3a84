import { depositBounds, typedSatang, withinBounds } from '@/lib/wallet/deposit-bounds';

const none = {
  operatorMinSatang: null,
  operatorMaxSatang: null,
  promotionMaxSatang: null,
  limitRemainingSatang: null,
};

it('takes the lowest maximum and says which rule set it', () => {
  expect(depositBounds({ ...none, operatorMinSatang: 10_000, operatorMaxSatang: 10_000_000 })).toEqual({
    minSatang: 10_000,
    maxSatang: 10_000_000,
    maxBy: 'operator',
  });
  expect(depositBounds({ ...none, operatorMaxSatang: 10_000_000, promotionMaxSatang: 50_000 })).toMatchObject(
    {
      maxSatang: 50_000,
      maxBy: 'promotion',
    },
  );
  expect(
    depositBounds({
      ...none,
      operatorMaxSatang: 10_000_000,
      promotionMaxSatang: 50_000,
      limitRemainingSatang: 20_000,
    }),
  ).toMatchObject({ maxSatang: 20_000, maxBy: 'limit' });
  // a limit used up to the last satang still bounds the deposit, at zero
  expect(depositBounds({ ...none, limitRemainingSatang: 0 })).toMatchObject({ maxSatang: 0, maxBy: 'limit' });
  expect(depositBounds(none)).toEqual({ minSatang: null, maxSatang: null, maxBy: null });
});

it('checks an amount against the bounds, ends included', () => {
  const bounds = depositBounds({ ...none, operatorMinSatang: 10_000, operatorMaxSatang: 50_000 });
  expect([9_999, 10_000, 50_000, 50_001].map((a) => withinBounds(a, bounds))).toEqual([
    false,
    true,
    true,
    false,
  ]);
});

it('reads typed amounts the way the contract takes them, in satang', () => {
  expect(typedSatang('500')).toBe(50_000);
  expect(typedSatang(' 1234.5 ')).toBe(123_450);
  expect(typedSatang('0.01')).toBe(1);
  for (const bad of ['', '1,000', '1e3', '-5', '12.345', 'abc']) expect(typedSatang(bad)).toBeNull();
});
