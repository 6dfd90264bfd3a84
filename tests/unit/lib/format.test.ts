import { formatDateTime, formatDateTimeSpelled, formatMoney, formatMoneyOrNone } from '@/lib/format';

// Spec §9: money with 2 decimals and thousands separators.
it('formats satang as baht with separators and 2 decimals', () => {
  expect(formatMoney(125000)).toBe('1,250.00');
  expect(formatMoney(123456789)).toBe('1,234,567.89');
  expect(formatMoney(5)).toBe('0.05');
  expect(formatMoney(0)).toBe('0.00');
});

describe('dates (spec §9: dd/mm/yy with time, Thai month abbreviations)', () => {
  it('formats upstream Bangkok times as dd/mm/yy HH:MM', () => {
    expect(formatDateTime('2026-11-22 14:05:09')).toBe('22/11/26 14:05');
    expect(formatDateTime(null)).toBe('-');
  });

  it('spells months with the Thai abbreviations in Thai', () => {
    expect(formatDateTimeSpelled('2026-01-15 08:30:00', 'th')).toMatch(/^15 ม\.ค\. 26,? 08:30$/);
    expect(formatDateTimeSpelled('2026-11-22 14:05:00', 'th')).toMatch(/พ\.ย\./);
    expect(formatDateTimeSpelled('2026-11-22 14:05:00', 'en')).toMatch(/22 Nov 26,? 14:05/);
  });

  it("shows 'none' for a zero promotion value", () => {
    expect(formatMoneyOrNone(0, 'ไม่มี')).toBe('ไม่มี');
    expect(formatMoneyOrNone(50000, 'ไม่มี')).toBe('500.00');
  });
});
