/*
 * Reading a PromptPay payload (EMVCo merchant-presented QR, shared/spec/thai-banks.md) in the browser:
 * the deposit screen copies the PromptPay id and the amount out of the very text the QR encodes, so
 * what the member types into a banking app is what the QR would have paid. The payload is made
 * upstream by a library; this only reads it, and trusts it only when its CRC (tag 63) checks out.
 */

export interface PromptPayTarget {
  /** What a banking app asks for: a 10-digit phone (0812345678), a 13-digit tax or citizen id, or an e-wallet id. */
  id: string;
  kind: 'phone' | 'tax-id' | 'e-wallet';
  /** Tag 54, when the payload fixes the amount. */
  amountSatang: number | null;
}

/** PromptPay's application id inside tag 29 (credit transfer). */
const PROMPTPAY_AID = 'A000000677010111';

/** The top-level (or nested) tag-length-value fields; null when the text is not well formed. */
function fields(text: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    out.set(tag, value);
    at += 4 + length;
  }
  return out;
}

/** CRC-16/CCITT-FALSE over the payload up to and including '6304', as EMVCo tag 63 requires. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The PromptPay target and amount of a payload, or null for anything else (a bill payment, a bad CRC). */
export function readPromptPay(payload: string | null | undefined): PromptPayTarget | null {
  if (!payload || payload.length < 12 || !payload.slice(-8).startsWith('6304')) return null;
  if (crc16(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) return null;
  const top = fields(payload);
  const account = top?.get('29');
  const merchant = account ? fields(account) : null;
  if (!top || !merchant || merchant.get('00') !== PROMPTPAY_AID) return null;
  const amount = top.get('54');
  const amountSatang = amount && /^\d+(\.\d{1,2})?$/.test(amount) ? satangOf(amount) : null;
  const phone = merchant.get('01');
  // A phone travels as 0066 + the number without its leading 0 (thai-banks.md).
  if (phone && /^0066\d{9}$/.test(phone)) return { id: `0${phone.slice(4)}`, kind: 'phone', amountSatang };
  const taxId = merchant.get('02');
  if (taxId && /^\d{13}$/.test(taxId)) return { id: taxId, kind: 'tax-id', amountSatang };
  const wallet = merchant.get('03');
  if (wallet && /^\d{15}$/.test(wallet)) return { id: wallet, kind: 'e-wallet', amountSatang };
  return null;
}

function satangOf(baht: string): number {
  const [whole = '0', frac = ''] = baht.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
