import { lastFridayMidnight } from '../../casino-api/services/time';
import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const info = async () =>
  expectContract('referral', (await api.call('GET', '/customers/referral', { token })).body);

/** Registers a friend through the demo member's referral key and completes a deposit. */
async function friendDeposits(phone: string, amount: string) {
  const key = (await info()).customer.referral_key;
  await api.call('POST', '/register/phone', { form: { phone, no_otp: '1', referral_key: key } });
  const reg = expectContract(
    'registerOtp',
    (await api.call('POST', '/register/otp', { json: { phone, otp: '0000', bypass: true } })).body,
  );
  await api.call('POST', '/register/password', {
    token: reg.access_token,
    form: { password: 'Friend123', password_confirmation: 'Friend123' },
  });
  const friend = await api.login(phone, 'Friend123');
  await api.call('POST', '/register/bank-account', {
    token: friend,
    form: { phone, bank: 'BBL', account_number: '5555555555', name: 'เพื่อน' },
  });
  const deposit = expectContract(
    'depositPrepare',
    (await api.call('POST', '/requests/deposit/prepare', { token: friend, form: { amount } })).body,
  );
  await api.operator('POST', `/requests/${deposit.data.id}/approve`);
}

describe('referral (spec §2 tab 4, §7)', () => {
  it('lists friends with masked phones and their deposits of the day', async () => {
    await friendDeposits('0677777777', '2000');
    const data = await info();
    expect(data.mlm_percent).toEqual({ level_1: '5', level_2: '3', level_3: '1' });
    expect(data.customer_referrals).toEqual([
      expect.objectContaining({ amount: '2000.00', username: expect.stringMatching(/^LB\d{6}$/) }),
    ]);
    expect(data.mlm_referrals[1]).toEqual([]);
    const yesterday = await api.call('GET', '/customers/referral?date=2000-01-01', { token });
    expect(expectContract('referral', yesterday.body).customer_referrals[0]?.amount).toBe('0.00');
  });

  it('pays nothing before the weekly summary, then 5% once', async () => {
    const early = expectContract(
      'getReferralBonus',
      (await api.call('POST', '/customers/get-referral-bonus', { token })).body,
    );
    expect(early.success).toBe(false);
    api.advance(7 * 24 * 60 * 60);
    token = await api.login(demo.phone, demo.password); // a week outlives the 4-hour token
    expect((await api.operator('POST', '/referral-summary')).body).toEqual({ success: true, written: 1 });
    expect((await api.operator('POST', '/referral-summary')).body.written).toBe(0);
    expect((await info()).customer).toMatchObject({
      bonus_referral_total: '100.00',
      bonus_referral_pending: '100.00',
    });
    const paid = expectContract(
      'getReferralBonus',
      (await api.call('POST', '/customers/get-referral-bonus', { token })).body,
    );
    expect(paid).toEqual({ success: true, msg: 'ถอนโบนัสเรียบร้อย' });
    expect((await info()).customer.bonus_referral_pending).toBe('0.00');
    const profile = expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body);
    expect(profile.data.games[0]?.credit).toBe('1350.00');
  });
});

describe('lastFridayMidnight', () => {
  it('cuts weeks at Friday 00:00 Asia/Bangkok', () => {
    // Thursday 2025-01-16 23:59 Bangkok → the previous Friday, 2025-01-10
    expect(lastFridayMidnight(new Date('2025-01-16T23:59:00+07:00')).toISOString()).toBe(
      '2025-01-09T17:00:00.000Z',
    );
    expect(lastFridayMidnight(new Date('2025-01-17T00:00:00+07:00')).toISOString()).toBe(
      '2025-01-16T17:00:00.000Z',
    );
  });
});
