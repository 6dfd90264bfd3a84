import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * One turnover truth (docs/architecture.md §6): once the member has played a promotion's turnover, that
 * promotion no longer holds anything back — the profile shows it done (never more than required), the
 * deposit's promotion chooser offers the next promotion, a deposit may take it, and a withdrawal is free.
 */

let api: TestApi;
let token: string;
const phone = '0861238001';
beforeAll(async () => {
  api = await startTestApi();
  token = await registerMember(api, phone);
});
afterAll(() => stopTestApi(api));

const profile = async () =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;

it('frees the member once the turnover is played: the chooser, a deposit and a withdrawal agree', async () => {
  const welcome = (await profile()).promotions.find((p) => p.name === 'สมาชิกใหม่ รับโบนัส 50%')!;
  const deposit = await api.call('POST', '/requests/deposit/prepare', {
    token,
    form: { amount: '100', promotion_id: welcome.id },
  });
  expect(deposit.status).toBe(200);
  const { id } = expectContract('depositPrepare', deposit.body).data!;
  await api.operator('POST', `/requests/${id}/approve`);
  // 100 + 50 bonus, five times over: 750 baht to play
  expect((await profile()).current_promotion).toMatchObject({ turnover: '0.00', turnover_needed: '750.00' });

  const running = await profile();
  expect(running.promotions_unavailable?.map((p) => p.reason)).toContain('ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ');

  // six rounds of 150: 900 baht of bets, more than the 750 asked
  for (let i = 0; i < 6; i += 1) {
    const round = await api.operator('POST', '/rounds', { phone, bet: '150', win: '150' });
    expect(round.status).toBe(200);
  }

  const done = await profile();
  // the count stops at what was asked: every screen reads 750 / 750
  expect(done.current_promotion).toMatchObject({ turnover: '750.00', turnover_needed: '750.00' });
  const reasons = (done.promotions_unavailable ?? []).map((p) => [p.name, p.reason]);
  expect(reasons).not.toContainEqual([expect.anything(), 'ยังมีโปรโมชั่นที่ทำเทิร์นโอเวอร์ไม่ครบ']);
  const free = done.promotions.find((p) => p.name === 'รับฟรี 100 บาท');
  expect(free).toBeDefined();

  // a withdrawal is not held back by a turnover that is done
  const withdraw = await api.call('POST', '/requests/withdraw', { token, form: { phone, amount: '10' } });
  expect(withdraw.status).toBe(200);
  await api.operator('POST', `/requests/${expectContract('withdraw', withdraw.body).data!.id}/approve`);

  // and the next deposit may take the next promotion, which starts its own turnover
  const next = await api.call('POST', '/requests/deposit/prepare', {
    token,
    form: { amount: '100', promotion_id: free!.id },
  });
  expect(next.status).toBe(200);
  await api.operator('POST', `/requests/${expectContract('depositPrepare', next.body).data!.id}/approve`);
  expect((await profile()).current_promotion).toMatchObject({ name: 'รับฟรี 100 บาท', turnover: '0.00' });
});
