import { randomUUID } from 'node:crypto';
import { POST as getBonus } from '@/app/api/customers/get-bonus/[id]/route';
import { POST as login } from '@/app/api/login/route';
import { POST as withdraw } from '@/app/api/requests/withdraw/route';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * docs/security.md: the BFF requires the browser's Idempotency-Key on money submits and forwards it, and
 * the reference API honours it — a retried submit gets the first answer, never a second payment.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
let cookie: string;
beforeAll(async () => {
  upstream = await startLiveUpstream();
  cookie = sessionCookieOf(
    await login(bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' } })),
  );
});
afterAll(() => upstream.stop());

const send = (amount: string, key?: string) =>
  withdraw(
    bffRequest('/requests/withdraw', {
      body: { amount },
      cookie,
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );

describe('Idempotency-Key through the BFF', () => {
  it('is required on a money submit, and must be a UUID', async () => {
    for (const key of [undefined, 'not-a-uuid', `${randomUUID()}x`]) {
      const res = await send('100', key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'validation', fieldErrors: { error: ['idempotencyKey'] } });
    }
    const pending = await upstream.api.db
      .selectFrom('requests')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });

  it('reaches the upstream: a retry with the same key gets the same request, a new body a 422 message', async () => {
    const key = randomUUID();
    const first = await send('100', key);
    expect(first.status).toBe(200);
    const again = await send('100', key);
    expect(await again.json()).toEqual(await first.clone().json());
    const other = await send('200', key);
    expect(other.status).toBe(400);
    expect((await other.json()).fieldErrors.error).toEqual([
      'Idempotency-Key นี้ถูกใช้กับรายการอื่นแล้ว กรุณาเริ่มทำรายการใหม่',
    ]);
    const rows = await upstream.api.db
      .selectFrom('requests')
      .select('id')
      .where('type', '=', 'withdraw')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('makes a bonus claim tapped twice pay once, with the same answer', async () => {
    const key = randomUUID();
    // event 2: event 1 is the birthday bonus, paid only on the member's birthday
    const claim = () =>
      getBonus(
        bffRequest('/customers/get-bonus/2', { body: {}, cookie, headers: { 'idempotency-key': key } }),
        { params: Promise.resolve({ id: '2' }) },
      );
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(await a.json()).toEqual({ success: true, msg: null });
    expect(await b.json()).toEqual({ success: true, msg: null });
    const paid = await upstream.api.db
      .selectFrom('ledger')
      .select('id')
      .where('kind', '=', 'event')
      .execute();
    expect(paid).toHaveLength(1);
  });
});
