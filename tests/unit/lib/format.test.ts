import { formatMoney, formatMoneyOrNone } from '@/lib/format';

// Spec §9: money with 2 decimals and thousands separators.
it('formats satang as baht with separators and 2 decimals', () => {
  expect(formatMoney(125000)).toBe('1,250.00');
  expect(formatMoney(123456789)).toBe('1,234,567.89');
  expect(formatMoney(5)).toBe('0.05');
  expect(formatMoney(0)).toBe('0.00');
});

it("shows 'none' for a zero promotion value", () => {
  expect(formatMoneyOrNone(0, 'ไม่มี')).toBe('ไม่มี');
  expect(formatMoneyOrNone(50000, 'ไม่มี')).toBe('500.00');
});
