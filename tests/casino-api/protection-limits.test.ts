import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Deposit limits (docs/player-protection.md): rolling 24 h / 7 d / 30 d windows over pending and completed
 * deposits, the lowest applicable limit wins, a decrease is immediate and a raise waits 24 hours. The API's
 * clock is moved with advance(), so the windows are tested without waiting.
 */

let api: TestApi;
beforeAll(async () => {
  // tokens outlive the moved clock, so one sign-in sees the windows roll over
  api = await startTestApi({ config: { memberTokenSeconds: 400 * 24 * 60 * 60 } });
});
afterAll(() => stopTestApi(api));

const HOUR = 60 * 60;
let phoneSeq = 0;
const newMember = () => registerMember(api, `08111000${String(++phoneSeq).padStart(2, '0')}`);

const protection = async (token: string) =>
  expectContract('protection', (await api.call('GET', '/customers/protection', { token })).body).data;
const setLimits = async (token: string, form: Record<string, string>) =>
  expectContract(
    'depositLimits',
    (await api.call('POST', '/customers/protection/deposit-limits', { token, form })).body,
  );
const deposit = (token: string, amount: string) =>
  api.call('POST', '/requests/deposit/prepare', { token, form: { amount } });

/** A deposit staff approved, so it counts as completed. */
async function depositApproved(token: string, amount: string) {
  const res = await deposit(token, amount);
  expect(res.status).toBe(200);
  const approve = await api.operator('POST', `/requests/${res.body.data.id}/approve`);
  expect(approve.status).toBe(200);
}

describe('deposit limits', () => {
  it('refuses a deposit over the daily limit in Thai, saying what remains, until 24 hours have passed', async () => {
    const token = await newMember();
    expect(await setLimits(token, { day: '1000' })).toEqual({ success: true, msg: 'บันทึกวงเงินฝากเรียบร้อย' });
    await depositApproved(token, '800');

    const refused = await deposit(token, '300');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount).toEqual(['ยอดฝากเกินวงเงินฝากรายวันที่คุณตั้งไว้ ฝากได้อีกไม่เกิน 200.00 บาท']);
    expect((await protection(token)).deposit_remaining).toBe('200.00');

    api.advance(23 * HOUR);
    expect((await deposit(token, '300')).status).toBe(422);
    api.advance(HOUR + 1);
    expect((await deposit(token, '300')).status).toBe(200);
  });

  it('counts a pending deposit, and frees it again when the deposit is cancelled', async () => {
    const token = await newMember();
    await setLimits(token, { day: '500' });
    const first = await deposit(token, '400');
    expect((await protection(token)).deposit_limits.day).toMatchObject({ amount: '500.00', used: '400.00' });
    await api.call('POST', `/requests/deposit/${first.body.data.id}/cancel`, { token });
    expect((await protection(token)).deposit_remaining).toBe('500.00');
  });

  it('applies the lowest applicable limit of day, week and month', async () => {
    const token = await newMember();
    await setLimits(token, { day: '1000', week: '1500', month: '5000' });
    await depositApproved(token, '1000');
    api.advance(25 * HOUR);
    // the day is new, but the week has only 500 left
    const p = await protection(token);
    expect(p.deposit_limits.day.used).toBe('0.00');
    expect(p.deposit_remaining).toBe('500.00');
    const refused = await deposit(token, '600');
    expect(refused.body.errors.amount).toEqual(['ยอดฝากเกินวงเงินฝากราย 7 วันที่คุณตั้งไว้ ฝากได้อีกไม่เกิน 500.00 บาท']);
    await depositApproved(token, '500');
    api.advance(7 * 24 * HOUR);
    // 1500 deposited within the last 30 days, against a month of 5000
    expect((await protection(token)).deposit_remaining).toBe('1000.00');
    expect((await protection(token)).deposit_limits.month.used).toBe('1500.00');
  });

  it('lowers a limit at once but raises or removes it only after 24 hours', async () => {
    const token = await newMember();
    await setLimits(token, { day: '1000' });
    expect(await setLimits(token, { day: '300' })).toEqual({ success: true, msg: 'บันทึกวงเงินฝากเรียบร้อย' });
    expect((await protection(token)).deposit_limits.day).toMatchObject({ amount: '300.00', pending: null });

    const raise = await setLimits(token, { day: '2000' });
    expect(raise.msg).toBe('บันทึกเรียบร้อย วงเงินที่เพิ่มขึ้นหรือยกเลิกจะมีผลหลังจาก 24 ชั่วโมง');
    const waiting = (await protection(token)).deposit_limits.day;
    expect(waiting.amount).toBe('300.00');
    expect(waiting.pending?.amount).toBe('2000.00');
    expect((await deposit(token, '1500')).status).toBe(422);

    api.advance(24 * HOUR - 60);
    expect((await protection(token)).deposit_limits.day.amount).toBe('300.00');
    api.advance(61);
    expect((await protection(token)).deposit_limits.day).toMatchObject({ amount: '2000.00', pending: null });
    const ok = await deposit(token, '1500');
    expect(ok.status).toBe(200);
    await api.call('POST', `/requests/deposit/${ok.body.data.id}/cancel`, { token });

    await setLimits(token, { day: '' });
    expect((await protection(token)).deposit_limits.day).toMatchObject({
      amount: '2000.00',
      pending: { amount: null },
    });
    api.advance(24 * HOUR);
    expect((await protection(token)).deposit_limits.day.amount).toBeNull();
    expect((await protection(token)).deposit_remaining).toBeNull();
  });

  it('a lower value cancels a waiting raise, and bad amounts are refused', async () => {
    const token = await newMember();
    await setLimits(token, { week: '1000' });
    await setLimits(token, { week: '3000' });
    await setLimits(token, { week: '800' });
    expect((await protection(token)).deposit_limits.week).toMatchObject({ amount: '800.00', pending: null });
    const bad = await api.call('POST', '/customers/protection/deposit-limits', {
      token,
      form: { day: '-5' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.day).toEqual(['จำนวนเงินไม่ถูกต้อง']);
  });
});
