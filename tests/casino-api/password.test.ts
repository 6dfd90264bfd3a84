import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

const lastCode = async (phone: string) => {
  const { body } = await api.operator('GET', `/sms-outbox?phone=${phone}`);
  return /\b(\d{6})\b/.exec(body.data[0].message)![1]!;
};

describe('update-password (spec §4)', () => {
  it('checks the old password and the confirmation', async () => {
    const token = await api.login(demo.newcomer, demo.password);
    const wrong = await api.call('POST', '/customers/update-password', {
      token,
      form: { old_password: 'Nope1234', password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(wrong.body.errors).toEqual({ password: ['รหัสผ่านเดิมไม่ถูกต้อง'] });
    const mismatch = await api.call('POST', '/customers/update-password', {
      token,
      form: { old_password: demo.password, password: 'Fresh1234', password_confirmation: 'Fresh12345' },
    });
    expect(mismatch.body.errors).toEqual({ password: ['ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน'] });
  });

  it('changes the password and ends the session', async () => {
    const token = await api.login(demo.newcomer, demo.password);
    const res = await api.call('POST', '/customers/update-password', {
      token,
      form: { old_password: demo.password, password: 'Fresh1234', password_confirmation: 'Fresh1234' },
    });
    expect(expectContract('updatePassword', res.body).success).toBe(true);
    expect((await api.call('GET', '/customers/profile', { token })).status).toBe(401);
    await api.login(demo.newcomer, 'Fresh1234');
  });
});

describe('reset-password (spec §4)', () => {
  const phone = demo.phone;
  it('runs start → OTP → new password and logs in with it', async () => {
    const start = await api.call('POST', '/reset-password/start', { form: { phone, game_username: phone } });
    const { token } = expectContract('resetStart', start.body);
    const otp = await lastCode(phone);
    const base = { phone, game_username: phone, token, otp };
    const wrongOtp = await api.call('POST', '/reset-password/confirm-otp', {
      form: { ...base, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrongOtp.body.errors).toEqual({ otp: ['รหัส OTP ไม่ถูกต้อง'] });
    expect(
      expectContract(
        'resetConfirmOtp',
        (await api.call('POST', '/reset-password/confirm-otp', { form: base })).body,
      ).success,
    ).toBe(true);
    const done = await api.call('POST', '/reset-password/confirm-password', {
      form: { ...base, password: 'Reset1234', password_confirmation: 'Reset1234' },
    });
    expect(expectContract('resetConfirmPassword', done.body).success).toBe(true);
    await api.login(phone, 'Reset1234');
    const replay = await api.call('POST', '/reset-password/confirm-password', {
      form: { ...base, password: 'Again1234', password_confirmation: 'Again1234' },
    });
    expect(replay.body.errors).toEqual({ error: ['รายการหมดอายุ กรุณาเริ่มขั้นตอนลืมรหัสผ่านใหม่'] });
  });

  it('answers an unknown phone like a member, sends it nothing and fails its OTP like a wrong code', async () => {
    const stranger = '0655555555';
    const unknown = await api.call('POST', '/reset-password/start', {
      form: { phone: stranger, game_username: stranger },
    });
    const known = await api.call('POST', '/reset-password/start', { form: { phone, game_username: phone } });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    const { token } = expectContract('resetStart', unknown.body);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api.operator('GET', `/sms-outbox?phone=${stranger}`)).body.data).toEqual([]);
    const base = { phone: stranger, game_username: stranger, token };
    for (let i = 0; i < 5; i += 1) {
      const guess = await api.call('POST', '/reset-password/confirm-otp', {
        form: { ...base, otp: String(123456 + i) },
      });
      expect(guess.body.errors).toEqual({ otp: ['รหัส OTP ไม่ถูกต้อง'] });
    }
    // after 5 attempts the same message as for a member's code
    const late = await api.call('POST', '/reset-password/confirm-password', {
      form: { ...base, otp: '123456', password: 'Reset1234', password_confirmation: 'Reset1234' },
    });
    expect(late.body.errors).toEqual({ otp: ['รหัส OTP หมดอายุหรือใส่ผิดเกินจำนวนครั้ง กรุณาขอรหัสใหม่'] });
  });

  it('refuses a token for another phone', async () => {
    const { token } = expectContract(
      'resetStart',
      (await api.call('POST', '/reset-password/start', { form: { phone, game_username: phone } })).body,
    );
    const other = await api.call('POST', '/reset-password/confirm-otp', {
      form: { phone: demo.newcomer, game_username: demo.newcomer, token, otp: '123456' },
    });
    expect(other.body.errors).toEqual({ error: ['รายการหมดอายุ กรุณาเริ่มขั้นตอนลืมรหัสผ่านใหม่'] });
  });
});
