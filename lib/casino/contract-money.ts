import type { WireMoney } from './contract-fields';

/*
 * Money is integer satang everywhere but on the wire, where the contract carries baht with
 * 2 decimals. Conversion is done on the decimal string, never by multiplying a float.
 */

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/;

/** Baht (wire number or numeric string) → integer satang; extra decimals are truncated toward zero. */
export function toSatang(value: WireMoney): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = MONEY.exec(text);
  if (!match) throw new RangeError(`not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, frac = ''] = match;
  const satang = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(satang)) throw new RangeError('money amount out of range');
  return sign === '-' && satang !== 0 ? -satang : satang;
}

/** Integer satang → the wire's 2-decimal baht string, e.g. 123450 → "1234.50". */
export function toWireBaht(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new RangeError('satang must be a safe integer');
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
