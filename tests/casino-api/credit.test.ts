import { demo, expectContract, operatorKey, startTestApi, stopTestApi, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const profile = async (t = token) =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token: t })).body).data;

describe('credit check (spec §4)', () => {
  it('reports credit_checking until the check finishes', async () => {
    const res = await api.call('GET', `/customers/check-credit?phone=${demo.phone}`, { token });
    expect(expectContract('checkCredit', res.body)).toEqual({ credit_success: true });
    expect((await profile()).credit_checking).toBe(true);
    api.advance(3);
    expect((await profile()).credit_checking).toBe(false);
  });

  it('refuses a check that does not name the member by phone (spec §7: phone as form data)', async () => {
    for (const path of ['/customers/check-credit', '/customers/check-turnover']) {
      const res = await api.call('GET', path, { token });
      expect(res.status).toBe(422);
      expect(await profile()).toMatchObject({ credit_checking: false });
    }
  });

  it('check-turnover says so when there is no promotion', async () => {
    const res = await api.call('GET', `/customers/check-turnover?phone=${demo.phone}`, { token });
    expect(expectContract('checkTurnover', res.body)).toMatchObject({ success: false });
  });

  it('clears the turnover only when the credit is under 20 baht', async () => {
    const deposit = expectContract(
      'depositPrepare',
      (
        await api.call('POST', '/requests/deposit/prepare', {
          token,
          form: { amount: '100', promotion_id: '3' },
        })
      ).body,
    );
    await api.operator('POST', `/requests/${deposit.data.id}/approve`);
    const high = expectContract(
      'checkTurnover',
      (await api.call('GET', `/customers/check-turnover?phone=${demo.phone}`, { token })).body,
    );
    expect(high).toEqual({
      success: false,
      credit_success: false,
      msg: 'ล้างเทิร์นโอเวอร์ได้เมื่อเครดิตต่ำกว่า 20 บาทเท่านั้น',
    });
    await api.operator('POST', '/rounds', { phone: demo.phone, bet: '1440' }); // 1450 → 10 baht
    const low = expectContract(
      'checkTurnover',
      (await api.call('GET', `/customers/check-turnover?phone=${demo.phone}`, { token })).body,
    );
    expect(low.success).toBe(true);
    expect((await profile()).current_promotion).toBeNull();
  });
});

describe('launch-game (spec §4)', () => {
  it('asks a member who never deposited to deposit first', async () => {
    const newcomer = await api.login(demo.newcomer, demo.password);
    const res = await api.call('GET', '/launch-game/lotuslive/baccarat?mobile=false', { token: newcomer });
    expect(expectContract('launchGame', res.body)).toMatchObject({
      success: false,
      msg: 'please deposit first to play',
    });
  });

  it('refuses at 1 baht or less and opens the game above', async () => {
    await api.operator('POST', '/rounds', { phone: demo.phone, bet: '9' }); // 10 → 1 baht
    const low = expectContract(
      'launchGame',
      (await api.call('GET', '/launch-game/lotuslive/baccarat', { token })).body,
    );
    expect(low.success).toBe(false);
    await api.operator('POST', '/rounds', { phone: demo.phone, bet: '1', win: '100' });
    const ok = expectContract(
      'launchGame',
      (await api.call('GET', '/launch-game/lotuslive/baccarat?mobile=true', { token })).body,
    );
    expect(ok.success).toBe(true);
    const page = await fetch(ok.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('บาคาร่า');
  });

  it('offers trial play to guests', async () => {
    const res = await api.call('GET', '/trial-game/lotuslive/hi-lo');
    expect(expectContract('trialGame', res.body).url).toContain('trial=1');
  });
});

describe('event bonus (spec §4)', () => {
  // event 2 is the weekly check-in, claimable any day; event 1 the birthday bonus
  it('pays an event bonus once', async () => {
    const before = (await profile()).games[0]?.credit;
    expect(
      expectContract('getBonus', (await api.call('POST', '/customers/get-bonus/2', { token })).body).success,
    ).toBe(true);
    const after = await profile();
    expect(Number(after.games[0]?.credit)).toBeCloseTo(Number(before) + 20, 2);
    expect(after.events.find((e) => e.id === '2')?.activated).toBe(true);
    const twice = expectContract(
      'getBonus',
      (await api.call('POST', '/customers/get-bonus/2', { token })).body,
    );
    expect(twice).toEqual({ success: false, msg: 'รับโบนัสกิจกรรมนี้แล้ว' });
  });

  it('pays the birthday bonus on the member’s birthday (Bangkok) only, and refuses it on any other day', async () => {
    const setBirthDate = (date: string | null) =>
      api.db.updateTable('customers').set({ birth_date: date }).where('phone', '=', demo.phone).execute();
    const claim = async () =>
      expectContract('getBonus', (await api.call('POST', '/customers/get-bonus/1', { token })).body);
    const bangkok = new Date(api.now().getTime() + 7 * 3600_000);
    const day = (offsetDays: number) =>
      new Date(bangkok.getTime() + offsetDays * 86_400_000).toISOString().slice(5, 10);
    const before = Number((await profile()).games[0]?.credit);
    await setBirthDate(null);
    expect(await claim()).toEqual({ success: false, msg: 'ยังไม่มีวันเกิดในบัญชีของคุณ กรุณาติดต่อเจ้าหน้าที่' });
    await setBirthDate(`1990-${day(1)}`);
    expect(await claim()).toEqual({ success: false, msg: 'รับโบนัสวันเกิดได้เฉพาะในวันเกิดของคุณเท่านั้น' });
    await setBirthDate(`1990-${day(-1)}`);
    expect(await claim()).toEqual({ success: false, msg: 'รับโบนัสวันเกิดได้เฉพาะในวันเกิดของคุณเท่านั้น' });
    expect(Number((await profile()).games[0]?.credit)).toBeCloseTo(before, 2);
    await setBirthDate(`1990-${day(0)}`);
    expect((await claim()).success).toBe(true);
    expect(Number((await profile()).games[0]?.credit)).toBeCloseTo(before + 50, 2);
  });
});

describe('operator API', () => {
  it('refuses a missing or wrong key', async () => {
    for (const key of [undefined, 'wrong', `${operatorKey}x`]) {
      const res = await fetch(`${api.origin}/operator/requests`, {
        headers: key ? { 'x-operator-key': key } : {},
      });
      expect(res.status).toBe(401);
    }
    expect((await api.operator('GET', '/requests')).status).toBe(200);
  });
});
