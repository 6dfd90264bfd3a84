import { bangkokDateTime } from '../../casino-api/services/time';
import { demo, expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * The request timeline and the payout time (casino-api/README.md, extensions beyond spec §7): each step a
 * withdrawal went through, recorded from what staff and the expiry job did, with its time; and the median
 * time from submit to paid over the last 7 days.
 */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

async function withdraw(amount: string) {
  const res = await api.call('POST', '/requests/withdraw', { token, form: { phone: demo.phone, amount } });
  expect(res.status).toBe(200);
  return expectContract('withdraw', res.body).data!;
}

async function timeline(id: string, t = token) {
  const res = await api.call('GET', `/customers/requests/${id}/timeline`, { token: t });
  expect(res.status).toBe(200);
  return expectContract('requestTimeline', res.body).data;
}

const at = () => bangkokDateTime(api.now());

/**
 * The API's clock is real time plus the advances, so it ticks on while a call runs: a step's time lies
 * between the clock read before and after the call that made it.
 */
async function stamped<T>(action: () => Promise<T>): Promise<[T, unknown]> {
  const from = at();
  const result = await action();
  const to = at();
  const time = {
    asymmetricMatch: (value: unknown) => typeof value === 'string' && value >= from && value <= to,
    toAsymmetricMatcher: () => `a time from ${from} to ${to}`,
  };
  return [result, time];
}
const profile = async () =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;

describe('request timeline', () => {
  it('records submitted, in review and paid, each with its time', async () => {
    const [request, submitted] = await stamped(() => withdraw('100'));
    expect((await timeline(request.id)).steps).toEqual([{ step: 'submitted', at: submitted, reason: null }]);

    api.advance(4 * 60);
    const [review, reviewed] = await stamped(() => api.operator('POST', `/requests/${request.id}/review`));
    expect(review.body).toEqual({ success: true, status: 'in_review' });
    // a second member of staff opening it does not move when review began
    api.advance(60);
    expect((await api.operator('POST', `/requests/${request.id}/review`)).status).toBe(200);

    api.advance(6 * 60);
    const [approve, paid] = await stamped(() => api.operator('POST', `/requests/${request.id}/approve`));
    expect(approve.body.status).toBe('approved');

    const done = await timeline(request.id);
    expect(done).toMatchObject({ id: request.id, type: 'withdraw', status: 'completed', amount: '100.00' });
    expect(done.steps).toEqual([
      { step: 'submitted', at: submitted, reason: null },
      { step: 'review', at: reviewed, reason: null },
      { step: 'completed', at: paid, reason: null },
    ]);
    // a settled request cannot go back into review
    expect((await api.operator('POST', `/requests/${request.id}/review`)).status).toBe(409);
  });

  it("records a refusal with the staff's reason", async () => {
    const request = await withdraw('50');
    api.advance(120);
    const [, refused] = await stamped(() =>
      api.operator('POST', `/requests/${request.id}/reject`, { cause: 'บัญชีปลายทางไม่ถูกต้อง' }),
    );
    const steps = (await timeline(request.id)).steps;
    expect(steps.map((s) => s.step)).toEqual(['submitted', 'rejected']);
    expect(steps[1]).toEqual({ step: 'rejected', at: refused, reason: 'บัญชีปลายทางไม่ถูกต้อง' });
  });

  it('records a lapse when nobody paid within 30 minutes, and the held money is back', async () => {
    const before = (await profile()).games[0]?.credit;
    const request = await withdraw('70');
    api.advance(30 * 60);
    // the member asks before the job runs: the request lapses then and there
    const [result, lapsed] = await stamped(() => timeline(request.id));
    expect(result.status).toBe('cancelled');
    expect(result.steps.map((s) => s.step)).toEqual(['submitted', 'lapsed']);
    expect(result.steps[1]!.at).toEqual(lapsed);
    expect((await profile()).games[0]?.credit).toBe(before);
  });

  it('reads the outcome of a request settled before steps were recorded from the request itself', async () => {
    // the seeded first deposit was written straight into requests (casino-api/seed/seed.ts)
    const seeded = (await profile()).completed_requests.find((r) => r.type === 'deposit')!;
    const result = await timeline(seeded.id);
    expect(result.steps.map((s) => s.step)).toEqual(['submitted', 'completed']);
    expect(result.steps[0]!.at).toBe(seeded.created_at);
  });

  it("answers 404 for another member's request and an unknown one, 401 without a token", async () => {
    const request = await withdraw('10');
    const other = await registerMember(api, '0861230001');
    const theirs = await api.call('GET', `/customers/requests/${request.id}/timeline`, { token: other });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'ไม่พบรายการ' });
    expect((await api.call('GET', '/customers/requests/999999/timeline', { token })).status).toBe(404);
    expect((await api.call('GET', '/customers/requests/abc/timeline', { token })).status).toBe(404);
    expect((await api.call('GET', `/customers/requests/${request.id}/timeline`)).status).toBe(401);
    await api.operator('POST', `/requests/${request.id}/approve`);
  });
});

describe('payout time', () => {
  let fresh: TestApi;
  let member: string;
  beforeAll(async () => {
    fresh = await startTestApi();
    member = await fresh.login(demo.phone, demo.password);
  });
  afterAll(() => stopTestApi(fresh));

  const payout = async () => {
    // public: a visitor may read it before they deposit
    const res = await fresh.call('GET', '/withdrawals/payout-time');
    expect(res.status).toBe(200);
    return expectContract('payoutTime', res.body).data;
  };

  async function paidAfter(minutes: number) {
    const res = await fresh.call('POST', '/requests/withdraw', {
      token: member,
      form: { phone: demo.phone, amount: '10' },
    });
    const { id } = expectContract('withdraw', res.body).data!;
    fresh.advance(minutes * 60);
    expect((await fresh.operator('POST', `/requests/${id}/approve`)).status).toBe(200);
  }

  it('has no figure before any withdrawal was paid', async () => {
    expect(await payout()).toEqual({ days: 7, paid: 0, median_seconds: null });
  });

  it('is the median from submit to paid, not moved by refusals or lapses', async () => {
    await paidAfter(10);
    await paidAfter(25);
    await paidAfter(20);
    // refused and lapsed withdrawals were never paid: they are not payout times
    const refused = await fresh.call('POST', '/requests/withdraw', {
      token: member,
      form: { phone: demo.phone, amount: '10' },
    });
    fresh.advance(5 * 60);
    await fresh.operator('POST', `/requests/${expectContract('withdraw', refused.body).data!.id}/reject`);
    await fresh.call('POST', '/requests/withdraw', {
      token: member,
      form: { phone: demo.phone, amount: '10' },
    });
    fresh.advance(30 * 60);
    await fresh.runJobs();
    expect(await payout()).toEqual({ days: 7, paid: 3, median_seconds: 20 * 60 });
  });

  it('forgets withdrawals paid more than 7 days ago', async () => {
    fresh.advance(7 * 24 * 60 * 60);
    expect(await payout()).toEqual({ days: 7, paid: 0, median_seconds: null });
  });
});
