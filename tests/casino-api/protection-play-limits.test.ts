import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Loss limits and the session-time limit (docs/player-protection.md, AGCO 2.23-2.24): a net loss per rolling
 * window stops a deposit that would let the loss pass it and closes play once reached; a session limit ends
 * a sign-in after that long; lower applies at once, higher only after 24 hours. The API's clock is moved
 * with advance(), so nothing waits.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { memberTokenSeconds: 400 * 24 * 60 * 60 } });
});
afterAll(() => stopTestApi(api));

const HOUR = 60 * 60;
let phoneSeq = 0;
const nextPhone = () => `08333000${String(++phoneSeq).padStart(2, '0')}`;

const protection = async (token: string) =>
  expectContract('protection', (await api.call('GET', '/customers/protection', { token })).body).data;
const setPlayLimits = async (token: string, form: Record<string, string>) =>
  expectContract(
    'playLimits',
    (await api.call('POST', '/customers/protection/play-limits', { token, form })).body,
  );
const deposit = (token: string, amount: string) =>
  api.call('POST', '/requests/deposit/prepare', { token, form: { amount } });
const launch = async (token: string) =>
  expectContract('launchGame', (await api.call('GET', '/launch-game/lotuslive/baccarat', { token })).body);

/** A member with a completed 500-baht deposit. */
async function fundedMember(): Promise<{ token: string; phone: string }> {
  const phone = nextPhone();
  const token = await registerMember(api, phone);
  const res = await deposit(token, '500');
  await api.operator('POST', `/requests/${res.body.data.id}/approve`);
  return { token, phone };
}

/** 'YYYY-MM-DD HH:MM' in Bangkok of the API's clock plus some seconds. */
const bangkokMinute = (plusSeconds: number) =>
  new Date(api.now().getTime() + plusSeconds * 1000 + 7 * HOUR * 1000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

describe('loss limits', () => {
  it('stops a deposit that would let the day’s net loss pass the limit, and says what may still go in', async () => {
    const { token, phone } = await fundedMember();
    expect(await setPlayLimits(token, { loss_day: '300' })).toEqual({
      success: true,
      msg: 'บันทึกวงเงินเสียและเวลาเล่นเรียบร้อย',
    });
    await api.operator('POST', '/rounds', { phone, bet: '250', win: '50' }); // a net loss of 200
    const state = await protection(token);
    expect(state.loss_limits?.day).toEqual({ amount: '300.00', pending: null, used: '200.00' });
    expect(state.deposit_remaining).toBe('100.00');

    const refused = await deposit(token, '150');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount).toEqual(['ยอดฝากเกินวงเงินเสียรายวันที่คุณตั้งไว้ ฝากได้อีกไม่เกิน 100.00 บาท']);
    expect((await deposit(token, '100')).status).toBe(200);
  });

  it('closes play once the loss reaches the limit, until the window rolls on', async () => {
    const { token, phone } = await fundedMember();
    await setPlayLimits(token, { loss_week: '100' });
    expect((await launch(token)).success).toBe(true);
    await api.operator('POST', '/rounds', { phone, bet: '100', win: '0' });
    const refused = await launch(token);
    expect(refused).toMatchObject({ success: false, url: null });
    expect(refused.msg).toBe('คุณเสียถึงวงเงินเสียราย 7 วันที่ตั้งไว้แล้ว ระหว่างนี้เข้าเล่นเกมไม่ได้');
    api.advance(7 * 24 * HOUR + 60);
    expect((await launch(token)).success).toBe(true);
  });

  it('applies a raise only after 24 hours, showing when, and a decrease at once', async () => {
    const { token } = await fundedMember();
    await setPlayLimits(token, { loss_day: '300' });
    const from = bangkokMinute(24 * HOUR);
    expect((await setPlayLimits(token, { loss_day: '1000' })).msg).toBe(
      'บันทึกเรียบร้อย วงเงินหรือเวลาที่เพิ่มขึ้นหรือยกเลิกจะมีผลหลังจาก 24 ชั่วโมง',
    );
    const waiting = (await protection(token)).loss_limits!.day;
    expect(waiting.amount).toBe('300.00');
    expect(waiting.pending?.amount).toBe('1000.00');
    expect(waiting.pending?.from.slice(0, 16)).toBe(from);

    api.advance(24 * HOUR - 60);
    expect((await protection(token)).loss_limits!.day.amount).toBe('300.00');
    api.advance(61);
    expect((await protection(token)).loss_limits!.day).toMatchObject({ amount: '1000.00', pending: null });

    await setPlayLimits(token, { loss_day: '200' });
    expect((await protection(token)).loss_limits!.day).toMatchObject({ amount: '200.00', pending: null });
  });

  it('refuses amounts and session lengths it does not offer, and changes nothing', async () => {
    const { token } = await fundedMember();
    const bad = await api.call('POST', '/customers/protection/play-limits', {
      token,
      form: { loss_day: '-5', session_minutes: '45' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['loss_day', 'session_minutes']);
    const state = await protection(token);
    expect(state.loss_limits?.day.amount).toBeNull();
    expect(state.session_limit).toEqual({ minutes: null, pending: null });
  });
});

describe('session-time limit', () => {
  it('ends a sign-in after the chosen time, the running one included; a longer limit waits 24 hours', async () => {
    const { token, phone } = await fundedMember();
    expect((await setPlayLimits(token, { session_minutes: '30' })).success).toBe(true);
    expect((await protection(token)).session_limit).toEqual({ minutes: 30, pending: null });

    const login = await api.call('POST', '/login', { form: { phone, password: 'Member123' } });
    expect(login.body.expires_in).toBe(30 * 60);
    const fresh = login.body.access_token as string;
    // asking to stay signed in does not outrun the limit
    const refreshed = await api.call('POST', '/customers/session/refresh', { token: fresh });
    expect(refreshed.body.expires_in).toBeLessThanOrEqual(30 * 60);

    api.advance(31 * 60);
    expect((await api.call('GET', '/customers/protection', { token })).status).toBe(401);
    expect((await api.call('GET', '/customers/protection', { token: fresh })).status).toBe(401);

    const again = await api.login(phone, 'Member123');
    expect((await setPlayLimits(again, { session_minutes: '120' })).msg).toMatch(/หลังจาก 24 ชั่วโมง$/);
    expect((await protection(again)).session_limit).toMatchObject({ minutes: 30, pending: { minutes: 120 } });
    expect(
      (await api.call('POST', '/login', { form: { phone, password: 'Member123' } })).body.expires_in,
    ).toBe(30 * 60);
    api.advance(24 * HOUR + 60);
    expect(
      (await api.call('POST', '/login', { form: { phone, password: 'Member123' } })).body.expires_in,
    ).toBe(120 * 60);
  });
});
