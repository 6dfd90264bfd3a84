import { randomUUID } from 'node:crypto';
import { toSatang } from '../../lib/casino/contract-money';
import {
  demo,
  expectContract,
  registerMember,
  startTestApi,
  stopTestApi,
  type Answer,
  type TestApi,
} from './helpers';

/*
 * Idempotency-Key on the money calls (docs/security.md): a retried submit pays once and reads the same
 * answer; parallel requests race on the database, not on timing. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the requests really are concurrent (a pool of 10).
 */

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(demo.phone, demo.password);
});
afterAll(() => stopTestApi(api));

const REUSED = 'Idempotency-Key นี้ถูกใช้กับรายการอื่นแล้ว กรุณาเริ่มทำรายการใหม่';

async function post(
  path: string,
  key: string | undefined,
  form?: Record<string, string>,
  as = token,
): Promise<Answer & { replayed: boolean }> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${as}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return {
    status: res.status,
    body: await res.json(),
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

const memberId = async (phone = demo.phone) =>
  (await api.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

async function ledgerBalance(phone = demo.phone): Promise<number> {
  const row = await api.db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_satang'), eb.lit(0)).as('total'))
    .where('customer_id', '=', await memberId(phone))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function shownCredit(as = token): Promise<number> {
  const profile = expectContract(
    'profile',
    (await api.call('GET', '/customers/profile', { token: as })).body,
  );
  return toSatang(profile.data.games[0]!.credit);
}

async function requestsOf(type: 'deposit' | 'withdraw', phone = demo.phone) {
  return api.db
    .selectFrom('requests')
    .selectAll()
    .where('customer_id', '=', await memberId(phone))
    .where('type', '=', type)
    .execute();
}

/** Staff reject whatever is pending, so the next test starts with no pending request. */
async function clearPending(): Promise<void> {
  const pending = await api.db.selectFrom('requests').select('id').where('status', '=', 'pending').execute();
  for (const { id } of pending)
    expect((await api.operator('POST', `/requests/${id}/reject`, {})).status).toBe(200);
}

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe('the same Idempotency-Key twenty times in parallel', () => {
  afterEach(clearPending);

  it('withdraws once and gives all twenty the same answer', async () => {
    const before = await ledgerBalance();
    const key = randomUUID();
    const answers = await parallel(20, () =>
      post('/requests/withdraw', key, { phone: demo.phone, amount: '100' }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const withdrawals = (await requestsOf('withdraw')).filter((r) => r.status === 'pending');
    expect(withdrawals).toHaveLength(1);
    expect(String(withdrawals[0]!.id)).toBe(String(answers[0]!.body.data.id));
    expect(await ledgerBalance()).toBe(before - 10000);
  });

  it('opens one deposit and gives all twenty the same answer', async () => {
    const key = randomUUID();
    const answers = await parallel(20, () => post('/requests/deposit/prepare', key, { amount: '300' }));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await requestsOf('deposit')).filter((r) => r.status === 'pending')).toHaveLength(1);
  });

  it('pays an event bonus once and gives all twenty the same success', async () => {
    const before = await ledgerBalance();
    const key = randomUUID();
    const answers = await parallel(20, () => post('/customers/get-bonus/2', key));
    expect(answers.map((a) => a.body)).toEqual(Array(20).fill({ success: true, msg: null }));
    const events = await api.db
      .selectFrom('events')
      .select('bonus_satang')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(await ledgerBalance()).toBe(before + events.bonus_satang);
    // without a key the second claim is the ordinary refusal, from the (customer, event) key
    expect((await post('/customers/get-bonus/2', undefined)).body).toEqual({
      success: false,
      msg: 'รับโบนัสกิจกรรมนี้แล้ว',
    });
  });
});

describe('a key used again', () => {
  afterEach(clearPending);

  it('with the same body later replays the stored answer, refusals included', async () => {
    const key = randomUUID();
    const first = await post('/requests/withdraw', key, { phone: demo.phone, amount: '50' });
    expect(first.status).toBe(200);
    await clearPending();
    const again = await post('/requests/withdraw', key, { phone: demo.phone, amount: '50' });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await requestsOf('withdraw')).filter((r) => r.id === Number(first.body.data.id))).toHaveLength(1);

    const tooMuch = randomUUID();
    const refused = await post('/requests/withdraw', tooMuch, { phone: demo.phone, amount: '99999' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.amount).toEqual(['ยอดเงินในบัญชีไม่เพียงพอ']);
    expect(await post('/requests/withdraw', tooMuch, { phone: demo.phone, amount: '99999' })).toEqual({
      ...refused,
      replayed: true,
    });
  });

  it('with a different body, or on another money call, is refused with 422 and does nothing', async () => {
    const key = randomUUID();
    expect((await post('/requests/deposit/prepare', key, { amount: '200' })).status).toBe(200);
    await clearPending();
    const deposits = (await requestsOf('deposit')).length;
    for (const [path, form] of [
      ['/requests/deposit/prepare', { amount: '201' }],
      ['/requests/deposit/prepare', { amount: '200', promotion_id: '1' }],
      ['/requests/deposit/payment-gateway', { amount: '200' }],
      ['/requests/withdraw', { phone: demo.phone, amount: '200' }],
    ] as const) {
      const res = await post(path, key, form);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: REUSED, errors: { error: [REUSED] } });
    }
    expect(await requestsOf('deposit')).toHaveLength(deposits);
  });

  it('is the same request whether the body came as a form or as JSON', async () => {
    const key = randomUUID();
    const form = await post('/requests/deposit/prepare', key, { amount: '120' });
    const res = await fetch(`${api.url}/requests/deposit/prepare`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: '120' }),
    });
    expect(await res.json()).toEqual(form.body);
  });

  it('belongs to one member: another member with the same key gets their own answer', async () => {
    const other = await registerMember(api, '0861234567');
    const key = randomUUID();
    const mine = await post('/requests/deposit/prepare', key, { amount: '100' });
    const theirs = await post('/requests/deposit/prepare', key, { amount: '100' }, other);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.replayed).toBe(false);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it('is remembered for 24 hours and forgotten after', async () => {
    const key = randomUUID();
    expect((await post('/requests/deposit/prepare', key, { amount: '100' })).status).toBe(200);
    await clearPending();
    api.advance(24 * 60 * 60 - 60);
    // the access token has long expired by then; the key belongs to the member, not to a token
    token = await api.login(demo.phone, demo.password);
    expect((await post('/requests/deposit/prepare', key, { amount: '100' })).replayed).toBe(true);
    api.advance(120);
    await clearPending();
    token = await api.login(demo.phone, demo.password);
    const fresh = await post('/requests/deposit/prepare', key, { amount: '100' });
    expect(fresh.status).toBe(200);
    expect(fresh.replayed).toBe(false);
  });

  it('must look like a key', async () => {
    for (const bad of ['', 'short', 'x'.repeat(129), 'has space inside!']) {
      const res = await post('/requests/deposit/prepare', bad, { amount: '100' });
      expect(res.status).toBe(422);
      expect(res.body.errors.error).toEqual(['Idempotency-Key ไม่ถูกต้อง']);
    }
  });
});

describe('twenty different keys for the whole balance in parallel', () => {
  afterEach(clearPending);

  it('accept at most one withdrawal and the ledger still balances', async () => {
    const balance = await ledgerBalance();
    expect(balance).toBeGreaterThan(0);
    const amount = (balance / 100).toFixed(2);
    const answers = await parallel(20, () =>
      post('/requests/withdraw', randomUUID(), { phone: demo.phone, amount }),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    expect(await ledgerBalance()).toBe(0);
    expect(await shownCredit()).toBe(0);
    const pending = (await requestsOf('withdraw')).filter((r) => r.status === 'pending');
    expect(pending.map((r) => r.amount_satang)).toEqual([balance]);
    // staff rejecting it gives the whole balance back, once
    await clearPending();
    expect(await ledgerBalance()).toBe(balance);
  });
});
