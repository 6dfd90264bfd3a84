import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * The payout interlock (docs/player-protection.md, "Payout interlock"): while staff have paused payouts, or
 * more than half of the last withdrawals took over 3 × the promised 15 minutes (or were never paid),
 * deposits are refused with a clear sentence and the protection answer says why; withdrawals keep working,
 * and deposits open again by themselves. The API's clock is moved with advance(), so nothing waits.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { memberTokenSeconds: 30 * 24 * 60 * 60 } });
});
afterAll(() => stopTestApi(api));

let phoneSeq = 0;
const nextPhone = () => `08555000${String(++phoneSeq).padStart(2, '0')}`;

const deposit = (token: string, amount = '100') =>
  api.call('POST', '/requests/deposit/prepare', { token, form: { amount } });
const withdraw = (token: string, phone: string, amount = '50') =>
  api.call('POST', '/requests/withdraw', { token, form: { phone, amount } });
const pausedReason = async (token: string) =>
  expectContract('protection', (await api.call('GET', '/customers/protection', { token })).body).data
    .deposits_paused;

/** A member with a completed 500-baht deposit. */
async function fundedMember(): Promise<{ token: string; phone: string }> {
  const phone = nextPhone();
  const token = await registerMember(api, phone);
  const res = await deposit(token, '500');
  expect(res.status).toBe(200);
  await api.operator('POST', `/requests/${res.body.data.id}/approve`);
  return { token, phone };
}

describe('the operator’s payout pause', () => {
  it('refuses deposits while it is on, keeps withdrawals working, and lets deposits in once it is off', async () => {
    const { token, phone } = await fundedMember();
    expect(await pausedReason(token)).toBeNull();

    const on = await api.operator('PUT', '/payouts', { paused: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ paused: true, deposits_paused: 'payouts_paused' });
    expect(await pausedReason(token)).toBe('payouts_paused');

    const refused = await deposit(token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.error).toEqual([
      'ขณะนี้ระบบพักการจ่ายเงินถอนชั่วคราว จึงปิดรับฝากเงินไว้ก่อน คุณยังแจ้งถอนเงินได้ตามปกติ',
    ]);
    const gateway = await api.call('POST', '/requests/deposit/payment-gateway', {
      token,
      form: { amount: '100' },
    });
    expect(gateway.status).toBe(422);

    const out = await withdraw(token, phone);
    expect(out.status).toBe(200);
    expect((await api.operator('POST', `/requests/${out.body.data.id}/approve`)).status).toBe(200);

    const off = await api.operator('PUT', '/payouts', { paused: false });
    expect(off.body.data).toMatchObject({ paused: false, paused_since: null, deposits_paused: null });
    expect(await pausedReason(token)).toBeNull();
    expect((await deposit(token)).status).toBe(200);
  });

  it('is for staff only, and takes only a yes or no', async () => {
    const anonymous = await fetch(`${api.origin}/operator/payouts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paused: true }),
    });
    expect(anonymous.status).toBe(401);
    expect((await api.operator('PUT', '/payouts', { paused: 'yes' })).status).toBe(422);
    expect((await api.operator('GET', '/payouts')).body.data.paused).toBe(false);
  });
});

describe('slow payouts', () => {
  it('pause deposits when most recent withdrawals are far past the promise, and open them when payouts are quick again', async () => {
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await fundedMember());
    const [first] = members;

    // five withdrawals nobody pays: at 46 minutes each is past 3 × 15 minutes (and has lapsed)
    for (const m of members) expect((await withdraw(m.token, m.phone)).status).toBe(200);
    api.advance(30 * 60);
    expect(await pausedReason(first!.token)).toBeNull(); // 30 minutes: slow, not yet far past
    api.advance(16 * 60);
    expect(await pausedReason(first!.token)).toBe('slow_payouts');
    const refused = await deposit(first!.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.error[0]).toMatch(/^ขณะนี้การจ่ายเงินถอนล่าช้ากว่าปกติ/);
    expect((await api.operator('GET', '/payouts')).body.data).toMatchObject({
      paused: false,
      recent_counted: 6, // and the quick one of the test above
      deposits_paused: 'slow_payouts',
    });

    // withdrawals still go in, and five paid at once make the typical payout quick again
    for (const m of members) {
      const out = await withdraw(m.token, m.phone);
      expect(out.status).toBe(200);
      await api.operator('POST', `/requests/${out.body.data.id}/approve`);
    }
    expect(await pausedReason(first!.token)).toBeNull();
    expect((await deposit(first!.token)).status).toBe(200);
  });
});
