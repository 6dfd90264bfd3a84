import { promptPayPayload, qrPngDataUrl } from '../../casino-api/services/promptpay';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Spec §3 pending_request.qr_code: a PromptPay payload (promptpay-qr) for the operator's id and the
 * exact amount, rendered as a base64 PNG (qrcode). The payloads are checked against the published
 * vectors of shared/spec/thai-banks.md; the image is checked as a PNG, not decoded.
 */

const vectors = {
  phoneNoAmount: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  zeroPhone422: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
  phone100: '00020101021229370016A000000677010111011300668123456785802TH53037645406100.006304BB8A',
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngOf(dataUrl: string): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match?.[1]) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  return Buffer.from(match[1], 'base64');
}

describe('PromptPay payload (thai-banks.md test vectors)', () => {
  it('matches the published vectors, amounts given in satang', () => {
    expect(promptPayPayload('0801234567')).toBe(vectors.phoneNoAmount);
    expect(promptPayPayload('000-000-0000', 422)).toBe(vectors.zeroPhone422);
    expect(promptPayPayload('0812345678', 10_000)).toBe(vectors.phone100);
  });

  it('keeps every satang of awkward amounts', () => {
    for (const satang of [1, 10, 29, 1_005, 123_456, 9_999_999]) {
      const baht = `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
      expect(promptPayPayload('0812345678', satang)).toContain(
        `54${String(baht.length).padStart(2, '0')}${baht}`,
      );
    }
    expect(() => promptPayPayload('0812345678', 0)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', 10.5)).toThrow(RangeError);
  });

  it('renders a PNG of a reasonable size', async () => {
    const png = pngOf(await qrPngDataUrl(vectors.phone100));
    expect(png.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(280); // width
    expect(png.readUInt32BE(20)).toBe(280); // height
    expect(png.length).toBeGreaterThan(300);
    expect(png.length).toBeLessThan(20_000);
  });
});

describe('deposit by payment gateway (spec §3, §7)', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    const receivingAccount = {
      bank: 'SCB',
      accountNumber: '9876543210',
      name: 'ทดสอบ',
      qrCodeName: 'ทดสอบ',
      promptPayId: '0812345678',
    };
    api = await startTestApi({ config: { receivingAccount } });
    token = await api.login(demo.phone, demo.password);
  });
  afterAll(() => stopTestApi(api));

  it("answers a QR PNG of the operator's PromptPay id and the exact amount, also in the profile", async () => {
    const res = await api.call('POST', '/requests/deposit/payment-gateway', {
      token,
      form: { amount: '100' },
    });
    expect(res.status).toBe(200);
    const { data } = expectContract('depositPaymentGateway', res.body);
    const row = await api.db
      .selectFrom('requests')
      .select(['qr_payload', 'qr_image'])
      .where('id', '=', Number(data.id))
      .executeTakeFirstOrThrow();
    expect(row.qr_payload).toBe(vectors.phone100);
    expect(data.qr_code).toBe(row.qr_image);
    expect(pngOf(data.qr_code!).subarray(0, 8)).toEqual(PNG_MAGIC);
    // extension: the payload itself, for the saved picture and the copy buttons
    expect(data.qr_payload).toBe(vectors.phone100);
    const profile = expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body);
    expect(profile.data.pending_request).toMatchObject({
      id: data.id,
      qr_code: data.qr_code,
      qr_payload: vectors.phone100,
    });
    await api.call('POST', `/requests/deposit/${data.id}/cancel`, { token });
  });

  it('gives no QR for a bank transfer deposit', async () => {
    const res = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '100' } });
    const { data } = expectContract('depositPrepare', res.body);
    expect(data.qr_code).toBeNull();
    expect(data.qr_payload).toBeNull();
  });
});
