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
      // the reference is random per code; its presence and shape must not differ
      const ref = start.body.otp?.ref as string;
      expect(ref).toMatch(/^[A-HJ-NP-Z]{4}$/);
      return { start: [start.status, { ...start.body, otp: { ...start.body.otp, ref: 'REF' } }], guesses };
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

/*
 * OTP reference and resend (casino-api/README.md): the answer and the SMS carry the same reference; a new
 * code comes no sooner than 60 seconds after the last and at most 5 codes an hour; it replaces the old one.
 */
describe('OTP reference and resend', () => {
  const resend = (phone: string) => api.call('POST', '/register/otp/resend', { form: { phone } });

  async function lastSms(phone: string) {
    const sms = await api.db
      .selectFrom('sms_outbox')
      .select('message')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return sms.message;
  }

  it('gives the reference in the answer and in the SMS, with the wait and the lifetime', async () => {
    const phone = '0666666661';
    const res = await api.call('POST', '/register/phone', { form: { phone, no_otp: '1' } });
    const { otp: info } = expectContract('registerPhone', res.body);
    expect(info).toEqual({
      ref: expect.stringMatching(/^[A-HJ-NP-Z]{4}$/),
      resend_after: 60,
      expires_in: 300,
    });
    expect(await lastSms(phone)).toMatch(
      new RegExp(`^รหัส OTP ของคุณคือ \\d{6} \\(Ref: ${info!.ref}\\) ใช้ได้ภายใน 5 นาที`),
    );
  });

  it('refuses a new code before the countdown ends and sends one after it, which replaces the old', async () => {
    const phone = '0666666662';
    await start(phone);
    const first = await lastCode(phone);
    const early = await resend(phone);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ otp: ['ยังขอรหัสใหม่ไม่ได้ กรุณารอให้ครบเวลาก่อน'] });
    api.advance(59);
    expect((await resend(phone)).status).toBe(422);
    api.advance(2);
    const again = await resend(phone);
    expect(again.status).toBe(200);
    const { otp: info } = expectContract('registerOtpResend', again.body);
    expect(await lastSms(phone)).toContain(`(Ref: ${info.ref})`);
    const second = await lastCode(phone);
    if (second !== first) expect((await otp(phone, first)).status).toBe(422);
    expect((await otp(phone, second)).status).toBe(200);
  });

  it('sends at most 5 codes an hour to one phone', async () => {
    const phone = '0666666663';
    await start(phone);
    for (let i = 0; i < 4; i += 1) {
      api.advance(61);
      expect((await resend(phone)).status).toBe(200);
    }
    api.advance(61);
    const sixth = await resend(phone);
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors).toEqual({ otp: ['ขอรหัส OTP บ่อยเกินไป กรุณาลองใหม่ในอีก 1 ชั่วโมง'] });
    api.advance(60 * 60);
    expect((await resend(phone)).status).toBe(200);
  });

  it('refuses a resend for a phone that never started registering', async () => {
    const res = await resend('0666666664');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ phone: ['กรุณาเริ่มสมัครสมาชิกด้วยเบอร์โทรอีกครั้ง'] });
  });

  it('resends within a live password reset, with the same limits', async () => {
    const phone = demo.newcomer;
    const startReset = await api.call('POST', '/reset-password/start', {
      form: { phone, game_username: phone },
    });
    const { token, otp: info } = expectContract('resetStart', startReset.body);
    expect(await lastSms(phone)).toContain(`(Ref: ${info!.ref})`);
    const form = { phone, game_username: phone, token };
    expect((await api.call('POST', '/reset-password/resend', { form })).body.errors).toEqual({
      otp: ['ยังขอรหัสใหม่ไม่ได้ กรุณารอให้ครบเวลาก่อน'],
    });
    api.advance(61);
    const again = await api.call('POST', '/reset-password/resend', { form });
    expect(again.status).toBe(200);
    expect(await lastSms(phone)).toContain(`(Ref: ${expectContract('resetResend', again.body).otp.ref})`);
    const stale = await api.call('POST', '/reset-password/resend', {
      form: { ...form, token: 'x'.repeat(43) },
    });
    expect(stale.body.errors).toEqual({ error: ['รายการหมดอายุ กรุณาเริ่มขั้นตอนลืมรหัสผ่านใหม่'] });
  });
});
