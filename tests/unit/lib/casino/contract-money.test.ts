import { toSatang, toWireBaht } from '@/lib/casino/contract-money';

describe('money on the wire', () => {
  it.each([
    ['1234.50', 123450],
    ['0.01', 1],
    ['100', 10000],
    ['-20.5', -2050],
    [1250, 125000],
    [0.1 + 0.2, 30],
    ['19.999', 1999],
  ])('%j baht is %d satang', (wire, satang) => {
    expect(toSatang(wire)).toBe(satang);
  });

  it.each(['', 'abc', '1e3', '0x10', 'Infinity', '1,000.00', '.5'])('refuses %j', (wire) => {
    expect(() => toSatang(wire)).toThrow(RangeError);
  });

  it('formats satang as 2-decimal baht', () => {
    expect(toWireBaht(123450)).toBe('1234.50');
    expect(toWireBaht(5)).toBe('0.05');
    expect(toWireBaht(-2050)).toBe('-20.50');
    expect(toWireBaht(0)).toBe('0.00');
  });
});
