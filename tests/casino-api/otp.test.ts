import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/* docs/architecture.md §8: with OTP_BYPASS off, registration needs the 6-digit code from the SMS outbox. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { otpBypass: false } });
});
afterAll(() => stopTestApi(api));

async function start(phone: string) {
  const res = await api.call('POST', '/register/phone', { form: { phone, no_otp: '1' } });
  expect(res.status).toBe(200);
}

async function lastCode(phone: string): Promise<string> {
  const sms = await api.db
    .selectFrom('sms_outbox')
    .select('message')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(sms.message)?.[1];
  if (!code) throw new Error(`no code in ${sms.message}`);
  return code;
}

const otp = (phone: string, code: string, bypass?: boolean) =>
  api.call('POST', '/register/otp', {
    json: { phone, otp: code, ...(bypass === undefined ? {} : { bypass }) },
  });

describe('registration OTP without bypass', () => {
  it('ignores the client bypass and accepts the code sent by SMS', async () => {
    const phone = '0611111111';
    await start(phone);
    const code = await lastCode(phone);
    const bypass = await otp(phone, '0000', true);
    expect(bypass.status).toBe(422);
    expect(bypass.body.errors).toEqual({ otp: ['รหัส OTP ไม่ถูกต้อง'] });
    const ok = await otp(phone, code);
    expect(ok.status).toBe(200);
    expectContract('registerOtp', ok.body);
    // used once
    expect((await otp(phone, code)).status).toBe(422);
  });

  it('stops accepting a code after 5 attempts', async () => {
    const phone = '0622222222';
    await start(phone);
    const code = await lastCode(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await otp(phone, wrong)).status).toBe(422);
    const late = await otp(phone, code);
    expect(late.status).toBe(422);
    expect(late.body.errors.otp).toEqual(['รหัส OTP หมดอายุหรือใส่ผิดเกินจำนวนครั้ง กรุณาขอรหัสใหม่']);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = '0633333333';
    await start(phone);
    const code = await lastCode(phone);
    api.advance(5 * 60 + 1);
    expect((await otp(phone, code)).status).toBe(422);
  });

  it('stores only a hash of the code', async () => {
    const phone = '0644444444';
    await start(phone);
    const code = await lastCode(phone);
    const row = await api.db
      .selectFrom('otps')
      .select('code_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
  });

  it('gives a registered phone the same answers as a new one at every step', async () => {
    const fresh = '0655555555';
    const answers = async (phone: string) => {
      const start = await api.call('POST', '/register/phone', { form: { phone } });
      const guesses = [];
      for (let i = 0; i < 6; i += 1) guesses.push((await otp(phone, String(100000 + i))).body);
      return { start: [start.status, start.body], guesses };
    };
    const freshAnswers = await answers(fresh);
    // a lucky first guess would differ; the chance is 6 in a million
    expect(freshAnswers.guesses[0]).toEqual({
      message: 'รหัส OTP ไม่ถูกต้อง',
      errors: { otp: ['รหัส OTP ไม่ถูกต้อง'] },
    });
    expect(await answers(demo.phone)).toEqual(freshAnswers);
    const sms = await api.db
      .selectFrom('sms_outbox')
      .select('message')
      .where('phone', '=', demo.phone)
      .execute();
    expect(sms.map((s) => s.message)).toEqual([expect.stringContaining('เบอร์โทรนี้สมัครสมาชิกแล้ว')]);
  });
});
