import { lastFridayMidnight, nextFridayMidnight } from '../../casino-api/services/time';
import { demo, expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';
import { apiLog } from '../../casino-api/http/access-log';

/* The background jobs: demo auto-settle and the Friday referral summary, driven by the injected clock. */

const profileOf = async (api: TestApi, token: string) =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;

async function deposit(api: TestApi, token: string, form: Record<string, string>) {
  const res = await api.call('POST', '/requests/deposit/prepare', { token, form });
  expect(res.status).toBe(200);
  return expectContract('depositPrepare', res.body).data;
}

describe('demo auto-settle (demoAutoSettleSeconds)', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ config: { demoAutoSettleSeconds: 20 } });
    token = await api.login(demo.phone, demo.password);
  });
  afterAll(() => stopTestApi(api));

  it('approves a pending deposit once it has waited the delay, bonus and turnover included', async () => {
    const pending = await deposit(api, token, { amount: '100', promotion_id: '3' }); // fixed 100 baht bonus
    api.advance(19);
    expect((await api.runJobs()).settled).toBe(0);
    expect((await profileOf(api, token)).pending_request?.id).toBe(pending.id);
    api.advance(1);
    expect((await api.runJobs()).settled).toBe(1);
    const after = await profileOf(api, token);
    expect(after.pending_request).toBeNull();
    expect(after.games[0]?.credit).toBe('1450.00');
    expect(after.completed_requests[0]).toMatchObject({
      id: pending.id,
      status: 'completed',
      bonus: '100.00',
    });
    expect(after.current_promotion).toMatchObject({ turnover_needed: '2000.00' });
  });

  it('never approves a deposit the member cancelled or one that expired', async () => {
    const cancelled = await deposit(api, token, { amount: '100' });
    await api.call('POST', `/requests/deposit/${cancelled.id}/cancel`, { token });
    api.advance(60);
    expect((await api.runJobs()).settled).toBe(0);
    await deposit(api, token, { amount: '100' });
    api.advance(15 * 60);
    expect(await api.runJobs()).toMatchObject({ expired: 1, settled: 0 });
  });

  it('is off unless configured', async () => {
    const off = await startTestApi();
    try {
      const t = await off.login(demo.phone, demo.password);
      await deposit(off, t, { amount: '100' });
      off.advance(60);
      expect((await off.runJobs()).settled).toBe(0);
    } finally {
      await stopTestApi(off);
    }
  });
});

describe('job runner interval', () => {
  it('runs by itself and stops with close()', async () => {
    const api = await startTestApi({ config: { demoAutoSettleSeconds: 1 }, jobIntervalMs: 50 });
    const errors = jest.spyOn(apiLog, 'error');
    try {
      const token = await api.login(demo.phone, demo.password);
      const pending = await deposit(api, token, { amount: '100' });
      const deadline = Date.now() + 20_000;
      let status = 'pending';
      while (status === 'pending' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const row = await api.db
          .selectFrom('requests')
          .select('status')
          .where('id', '=', Number(pending.id))
          .executeTakeFirstOrThrow();
        status = row.status;
      }
      expect(status).toBe('completed');
    } finally {
      await stopTestApi(api);
    }
    // a tick after close() would log a failed query on the closed database
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('weekly referral summary (spec §9: Friday 00:00 Asia/Bangkok)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => stopTestApi(api));

  it('runs by itself at the next Friday midnight, once per week', async () => {
    const referrer = await api.login(demo.phone, demo.password);
    const key = expectContract(
      'referral',
      (await api.call('GET', '/customers/referral', { token: referrer })).body,
    ).customer.referral_key;
    const friend = await registerMember(api, '0677777777', { referral_key: key });
    const pending = await deposit(api, friend, { amount: '2000' });
    await api.operator('POST', `/requests/${pending.id}/approve`);

    expect((await api.runJobs()).referralWritten).toBe(0); // catch-up run at start: last week had nothing
    const friday = nextFridayMidnight(api.now());
    api.advance((friday.getTime() - api.now().getTime()) / 1000 - 1);
    expect((await api.runJobs()).referralWritten).toBeNull(); // not due yet
    api.advance(1);
    expect((await api.runJobs()).referralWritten).toBe(1);
    const rows = await api.db.selectFrom('referral_bonuses').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ amount_satang: 10_000, period_end: friday })]);
    expect((await api.runJobs()).referralWritten).toBeNull();
    expect((await api.operator('POST', '/referral-summary')).body).toEqual({ success: true, written: 0 });
    api.advance(7 * 24 * 60 * 60);
    expect((await api.runJobs()).referralWritten).toBe(0); // a week without deposits
  });

  it('computes Friday 00:00 Bangkok around the cut-off', () => {
    const thursdayNight = new Date('2025-01-16T23:59:59+07:00');
    expect(nextFridayMidnight(thursdayNight).toISOString()).toBe('2025-01-16T17:00:00.000Z');
    const fridayMidnight = new Date('2025-01-17T00:00:00+07:00');
    expect(lastFridayMidnight(fridayMidnight)).toEqual(fridayMidnight);
    expect(nextFridayMidnight(fridayMidnight).toISOString()).toBe('2025-01-23T17:00:00.000Z');
  });
});
