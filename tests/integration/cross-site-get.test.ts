import * as checkTurnoverRoute from '@/app/api/customers/check-turnover/route';
import * as checkCreditRoute from '@/app/api/customers/check-credit/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { POST as login } from '@/app/api/login/route';
import { GET as sessionExpired } from '@/app/api/session/expired/route';
import { GET as trialGame } from '@/app/api/trial-game/[a]/[b]/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * docs/security.md, CSRF: nothing changes on a GET another site can start. A link, an image or a
 * top-level navigation from elsewhere arrives as a GET with Sec-Fetch-Site: cross-site and the
 * member's SameSite=Lax cookie.
 */
let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
let cookie: string;
beforeAll(async () => {
  upstream = await startLiveUpstream();
  await resetRateLimits();
  const res = await login(bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' } }));
  cookie = sessionCookieOf(res);
});
afterAll(() => upstream.stop());

const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

it('takes the state-changing credit calls only as POSTs, which refuse another origin', async () => {
  expect('GET' in checkTurnoverRoute).toBe(false);
  expect('GET' in checkCreditRoute).toBe(false);
  const forged = await checkTurnoverRoute.POST(
    bffRequest('/customers/check-turnover', {
      body: {},
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    }),
  );
  expect(forged.status).toBe(403);
  const own = await checkTurnoverRoute.POST(bffRequest('/customers/check-turnover', { body: {}, cookie }));
  expect(own.status).toBe(200);
});

it('refuses a BFF GET another site started, and still answers the site itself', async () => {
  expect((await profile(bffRequest('/customers/profile', { cookie, headers: crossSite }))).status).toBe(403);
  const trial = await trialGame(bffRequest('/trial-game/pg/mahjong', { headers: crossSite }), {
    params: Promise.resolve({ a: 'pg', b: 'mahjong' }),
  });
  expect(trial.status).toBe(403);
  const own = await profile(
    bffRequest('/customers/profile', { cookie, headers: { 'sec-fetch-site': 'same-origin' } }),
  );
  expect(own.status).toBe(200);
});

it('does not end a live session when another site navigates to /session/expired', async () => {
  const res = await sessionExpired(
    bffRequest('/session/expired?next=/en/deposit', { cookie, headers: crossSite }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/lobby/en/deposit');
  expect(res.headers.getSetCookie().join('\n')).not.toMatch(/lobby_session=;/);
  // and the same cookie still reads the profile
  expect((await profile(bffRequest('/customers/profile', { cookie }))).status).toBe(200);
});

it("clears the session at once on the site's own redirect there (same-origin)", async () => {
  const res = await sessionExpired(
    bffRequest('/session/expired?next=/en/deposit', { cookie, headers: { 'sec-fetch-site': 'same-origin' } }),
  );
  // a member's session ended: the login page says why (lib/session/login-reason.ts)
  expect(res.headers.get('location')).toBe('/lobby/en/login?next=%2Fen%2Fdeposit&reason=ended');
  expect(res.headers.getSetCookie().join('\n')).toMatch(/lobby_session=;/);
});

it('still clears a dead session there and goes on to the login page', async () => {
  const res = await sessionExpired(
    bffRequest('/session/expired?next=/en/deposit', { cookie: 'lobby_session=Fe26.2*garbage' }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/lobby/en/login?next=%2Fen%2Fdeposit');
  expect(res.headers.getSetCookie().join('\n')).toMatch(/lobby_session=;/);
});
