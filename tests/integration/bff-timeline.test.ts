import { randomUUID } from 'node:crypto';
import { POST as login } from '@/app/api/login/route';
import { GET as timeline } from '@/app/api/requests/[id]/timeline/route';
import { POST as withdraw } from '@/app/api/requests/withdraw/route';
import { GET as payoutTime } from '@/app/api/withdrawals/payout-time/route';
import { resetConfigForTests } from '@/lib/config';
import type { PayoutTimeView, TimelineView } from '@/lib/casino/timeline-view';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';
import { startSpecOnlyUpstream, type SpecOnlyUpstream } from './support/spec-only-upstream';

/*
 * The history detail and the payout time through the BFF (casino-api/README.md, extensions beyond
 * spec §7): from the reference API's timeline, with each step's time; and from an upstream with only
 * spec §7, the request's own status and dates and no payout figure — never an error.
 */

const OPERATOR_KEY = 'integration-operator-key-0123456789';
let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
let specOnly: SpecOnlyUpstream;
let cookie: string;

const useUpstream = (url: string) => {
  process.env.CASINO_API_URL = url;
  resetConfigForTests();
};

beforeAll(async () => {
  upstream = await startLiveUpstream({ operatorKey: OPERATOR_KEY });
  specOnly = await startSpecOnlyUpstream(upstream.api.url);
  cookie = sessionCookieOf(
    await login(bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' } })),
  );
});
afterAll(async () => {
  await specOnly.close();
  await upstream.stop();
});

const operator = (path: string) =>
  fetch(`${upstream.api.origin}/operator${path}`, {
    method: 'POST',
    headers: { 'x-operator-key': OPERATOR_KEY },
  });

async function withdrawn(amount: string): Promise<string> {
  const res = await withdraw(
    bffRequest('/requests/withdraw', {
      body: { amount },
      cookie,
      headers: { 'idempotency-key': randomUUID() },
    }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function detail(id: string): Promise<{ status: number; body: TimelineView }> {
  const res = await timeline(bffRequest(`/requests/${id}/timeline`, { cookie }), {
    params: Promise.resolve({ id }),
  });
  return { status: res.status, body: await res.json() };
}

const payout = async () =>
  (await (await payoutTime(bffRequest('/withdrawals/payout-time'))).json()) as PayoutTimeView;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('with the timeline extension (reference API)', () => {
  beforeAll(() => useUpstream(upstream.api.url));

  it('gives each step of a paid withdrawal with its time, and the payout median', async () => {
    expect(await payout()).toEqual({ medianSeconds: null, days: 7 });
    const id = await withdrawn('120');
    expect((await detail(id)).body).toMatchObject({ status: 'pending', steps: [{ kind: 'submitted' }] });
    expect((await operator(`/requests/${id}/review`)).status).toBe(200);
    expect((await operator(`/requests/${id}/approve`)).status).toBe(200);

    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      type: 'withdraw',
      status: 'completed',
      amountSatang: 12_000,
      recorded: true,
    });
    expect(body.steps.map((s) => s.kind)).toEqual(['submitted', 'review', 'completed']);
    for (const step of body.steps) expect(step.at).toMatch(DATE_TIME);
    expect((await payout()).medianSeconds).toEqual(expect.any(Number));
  });

  it("answers not_found for a request that is not the member's", async () => {
    const { status, body } = await detail('999999');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'not_found' });
  });
});

describe('with an upstream of spec §7 only', () => {
  beforeAll(() => useUpstream(specOnly.url));

  it("shows a settled request's status and dates from the request itself, without an error", async () => {
    useUpstream(upstream.api.url);
    const id = await withdrawn('80');
    expect((await operator(`/requests/${id}/reject`)).status).toBe(200);
    useUpstream(specOnly.url);

    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      type: 'withdraw',
      status: 'failed',
      amountSatang: 8_000,
      recorded: false,
    });
    expect(body.steps).toEqual([
      { kind: 'submitted', at: expect.stringMatching(DATE_TIME), reason: null },
      { kind: 'rejected', at: expect.stringMatching(DATE_TIME), reason: 'รายการถูกปฏิเสธโดยเจ้าหน้าที่' },
    ]);
    expect(specOnly.refused).toContain(`GET /api/customers/requests/${id}/timeline`);
  });

  it('shows the pending request as submitted', async () => {
    const id = await withdrawn('30');
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'pending', recorded: false, steps: [{ kind: 'submitted' }] });
  });

  it('has no payout figure, and says so without an error', async () => {
    const res = await payoutTime(bffRequest('/withdrawals/payout-time'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ medianSeconds: null, days: 7 });
    expect(specOnly.refused).toContain('GET /api/withdrawals/payout-time');
  });

  it('still answers not_found for an unknown request', async () => {
    expect((await detail('999999')).status).toBe(404);
  });
});
