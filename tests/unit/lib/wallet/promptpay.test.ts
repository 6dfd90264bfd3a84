import generatePayload from 'promptpay-qr';
import { crc16, readPromptPay } from '@/lib/wallet/promptpay';

/*
 * The deposit screen copies the PromptPay id and amount out of the payload the QR encodes
 * (shared/spec/thai-banks.md vectors, and payloads made by the same library as the reference API).
 */

const vectors = {
  phoneNoAmount: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  zeroPhone422: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
  phone100: '00020101021229370016A000000677010111011300668123456785802TH53037645406100.006304BB8A',
};

it('reads the phone and the amount of the published vectors', () => {
  expect(readPromptPay(vectors.phone100)).toEqual({ id: '0812345678', kind: 'phone', amountSatang: 10_000 });
  expect(readPromptPay(vectors.zeroPhone422)).toEqual({ id: '0000000000', kind: 'phone', amountSatang: 422 });
  expect(readPromptPay(vectors.phoneNoAmount)).toEqual({
    id: '0801234567',
    kind: 'phone',
    amountSatang: null,
  });
});

it("reads the operator's tax id and an amount with satang, as the reference API makes them", () => {
  const payload = generatePayload('0105560000001', { amount: 1234.56 });
  expect(readPromptPay(payload)).toEqual({ id: '0105560000001', kind: 'tax-id', amountSatang: 123_456 });
});

it('computes the CRC of the vectors', () => {
  expect(crc16(vectors.phone100.slice(0, -4))).toBe('BB8A');
});

it('trusts nothing whose CRC does not check out, or that is not a PromptPay transfer', () => {
  // one digit of the amount changed: the CRC no longer matches
  expect(readPromptPay(vectors.phone100.replace('100.00', '900.00'))).toBeNull();
  expect(readPromptPay('')).toBeNull();
  expect(readPromptPay(null)).toBeNull();
  expect(readPromptPay('not a payload')).toBeNull();
  // a bill payment (tag 30) is not a transfer to an id a member can type
  const bill = '00020101021230270016A0000006770101120103123' + '5802TH53037646304';
  expect(readPromptPay(bill + crc16(bill))).toBeNull();
});
