import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

/* Spec §9 windows enforced by the server: deposit 15 minutes, withdrawal 30 minutes. */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const profile = async () =>
  expectContract('profile', (await api.call('GET', '/customers/profile', { token })).body).data;
const credit = async () => (await profile()).games[0]?.credit;
const refunds = (id: string) =>
  api.db.selectFrom('ledger').select('amount_satang').where('ref', '=', `request:${id}:refund`).execute();

async function withdraw(amount: string) {
  const res = await api.call('POST', '/requests/withdraw', { token, form: { phone: demo.phone, amount } });
  expect(res.status).toBe(200);
  return expectContract('withdraw', res.body).data!;
}

describe('withdrawal expiry', () => {
  it('is cancelled by the job runner after 30 minutes, the held money back as a ledger row', async () => {
    const before = await credit();
    const request = await withdraw('100');
    expect(await credit()).not.toBe(before);
    api.advance(30 * 60 - 1);
    expect(await api.runJobs()).toMatchObject({ expired: 0, refunded: 0 });
    api.advance(1);
    expect(await api.runJobs()).toMatchObject({ expired: 1, refunded: 1 });
    expect(await refunds(request.id)).toEqual([{ amount_satang: 10_000 }]);
    const after = await profile();
    expect(after.pending_request).toBeNull();
    expect(after.games[0]?.credit).toBe(before);
    expect(after.completed_requests[0]).toMatchObject({
      id: request.id,
      type: 'withdraw',
      status: 'cancelled',
      deleted_cause: expect.stringContaining('หมดเวลาทำรายการถอนเงิน'),
    });
    // too late for staff, and never refunded twice
    expect((await api.operator('POST', `/requests/${request.id}/approve`)).status).toBe(409);
    expect((await api.runJobs()).refunded).toBe(0);
    expect(await refunds(request.id)).toHaveLength(1);
  });

  it("is cancelled lazily on the member's next read, between two job runs", async () => {
    const before = await credit();
    const request = await withdraw('50');
    api.advance(30 * 60);
    expect(await credit()).toBe(before);
    expect((await api.runJobs()).refunded).toBe(0);
    expect(await refunds(request.id)).toHaveLength(1);
  });

  it('leaves a withdrawal staff decided in time alone', async () => {
    const before = await credit();
    const request = await withdraw('20');
    await api.operator('POST', `/requests/${request.id}/reject`, { cause: 'ทดสอบ' });
    api.advance(31 * 60);
    expect((await api.runJobs()).expired).toBe(0);
    expect(await credit()).toBe(before);
    expect(await refunds(request.id)).toHaveLength(1); // the rejection's own refund
  });
});

describe('deposit expiry', () => {
  it('is cancelled by the job runner after 15 minutes without touching the wallet', async () => {
    const before = await credit();
    const res = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '500' } });
    const { data } = expectContract('depositPrepare', res.body);
    api.advance(15 * 60);
    expect(await api.runJobs()).toMatchObject({ expired: 1, refunded: 0 });
    const after = await profile();
    expect(after.completed_requests[0]).toMatchObject({
      id: data.id,
      status: 'cancelled',
      deleted_cause: 'หมดเวลาทำรายการฝากเงิน',
    });
    expect(after.games[0]?.credit).toBe(before);
    expect((await api.operator('GET', '/requests')).body.data).toEqual([]);
  });
});
