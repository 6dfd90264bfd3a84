import { POST as login } from '@/app/api/login/route';
import { POST as checkCredit } from '@/app/api/customers/check-credit/route';
import { POST as checkTurnover } from '@/app/api/customers/check-turnover/route';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * Spec §7: check-credit and check-turnover carry the member's phone as form data; the reference
 * Casino API refuses them without it, as an operator backend keyed by phone would.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());

const demo = { phone: '0812345678', password: 'Demo1234' };

it('names the signed-in member by phone on both checks', async () => {
  const cookie = sessionCookieOf(await login(bffRequest('/login', { body: demo })));
  const credit = await checkCredit(bffRequest('/customers/check-credit', { cookie, body: {} }));
  expect(credit.status).toBe(200);
  expect(await credit.json()).toEqual({ creditSuccess: true });
  const turnover = await checkTurnover(bffRequest('/customers/check-turnover', { cookie, body: {} }));
  expect(turnover.status).toBe(200);
  // The demo member has no running promotion: the upstream's own Thai answer comes back as a warning.
  expect(await turnover.json()).toMatchObject({ success: false, msg: expect.any(String) });
});
