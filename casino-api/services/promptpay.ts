import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { toWireBaht } from '../../lib/casino/contract-money';

/*
 * The deposit QR of spec §2 "Deposit process popup" and §3 (pending_request.qr_code, a base64
 * image). Payload and image come from well-kept libraries (promptpay-qr, qrcode), never from
 * hand-written EMVCo or QR code: a wrong CRC or a rounded amount means a member's money goes astray.
 */

/** EMVCo tag 54 (amount) with its 2-digit length, as shared/spec/thai-banks.md describes it. */
const amountTag = (baht: string) => `54${String(baht.length).padStart(2, '0')}${baht}`;

/** PromptPay payload for the operator's id and, when given, the exact amount in satang. */
export function promptPayPayload(id: string, amountSatang?: number): string {
  if (amountSatang === undefined) return generatePayload(id, {});
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0)
    throw new RangeError('amount must be positive satang');
  const baht = toWireBaht(amountSatang);
  const payload = generatePayload(id, { amount: amountSatang / 100 });
  // the library takes a float; refuse any payload whose amount is not the deposit to the satang
  if (!payload.includes(amountTag(baht))) throw new Error(`PromptPay payload lost the amount ${baht}`);
  return payload;
}

/** The payload as a PNG data URL, sized for a phone screen and a banking app's camera. */
export function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 280 });
}
