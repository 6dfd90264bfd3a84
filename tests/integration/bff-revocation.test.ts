import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { POST as updatePassword } from '@/app/api/customers/update-password/route';
import { GET as sessions } from '@/app/api/sessions/route';
import { POST as signOut } from '@/app/api/sessions/[handle]/sign-out/route';
import { POST as signOutOthers } from '@/app/api/sessions/sign-out-others/route';
import type { DeviceView } from '@/lib/session/device-list';
import { revokeMemberSessions } from '@/lib/session/records';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * Server-side sessions through the real route handlers (docs/security.md, Sessions; ASVS 5 V7.4):
 * a session ends on the server, so a copy of its cookie is refused the moment it is logged out,
 * revoked by a password change or signed out from another device.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  // the devices list shows the network of the address the configured proxy header names
  process.env.TRUSTED_IP_HEADER = 'x-forwarded-for';
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());
// each case starts with the demo member signed in nowhere
beforeEach(() => revokeMemberSessions(demo.phone));

const demo = { phone: '0812345678', password: 'Demo1234' };
const android =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(userAgent = android, credentials = demo): Promise<string> {
  const res = await login(
    bffRequest('/login', {
      body: credentials,
      headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
    }),
  );
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

const profileStatus = async (cookie: string) =>
  (await profile(bffRequest('/customers/profile', { cookie }))).status;

async function devices(cookie: string): Promise<DeviceView[]> {
  const res = await sessions(bffRequest('/sessions', { cookie }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: DeviceView[] }).sessions;
}

const signOutRequest = (handle: string, cookie: string, headers?: Record<string, string>) =>
  signOut(bffRequest(`/sessions/${handle}/sign-out`, { body: {}, cookie, headers }), {
    params: Promise.resolve({ handle }),
  });

it('refuses a copy of the session cookie taken before logout, at once', async () => {
  const cookie = await signIn();
  const copy = cookie;
  expect(await profileStatus(copy)).toBe(200);
  const out = await logout(bffRequest('/logout', { body: {}, cookie }));
  expect(out.status).toBe(200);
  const replay = await profile(bffRequest('/customers/profile', { cookie: copy }));
  expect(replay.status).toBe(401);
  expect(replay.headers.getSetCookie().join()).toMatch(/lobby_session=;.*Max-Age=0/i);
});

it('ends the session a browser had when it signs in again', async () => {
  const first = await signIn();
  const res = await login(bffRequest('/login', { body: demo, cookie: first }));
  expect(res.status).toBe(200);
  expect(await profileStatus(first)).toBe(401);
  expect(await profileStatus(sessionCookieOf(res))).toBe(200);
});

it('lists the member’s devices with this one marked, and signs another one out for good', async () => {
  const phone = await signIn(android);
  const other = await signIn(iphone);
  const list = await devices(phone);
  expect(list.map((d) => [d.browser, d.os, d.current])).toEqual([
    ['Chrome', 'Android', true],
    ['Safari', 'iOS', false],
  ]);
  expect(list[1]!.address).toBe('203.0.113.0/24');
  // the browser names sessions by a handle, never by the id inside the sealed cookie
  expect(JSON.stringify(list)).not.toMatch(/"(id|sid|member)"/);

  const res = await signOutRequest(list[1]!.handle, phone);
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(await profileStatus(other)).toBe(401);
  expect(await profileStatus(phone)).toBe(200);
  expect((await devices(phone)).map((d) => d.os)).toEqual(['Android']);
});

it('refuses a sign-out posted from another site (CSRF), leaving the session alive', async () => {
  const phone = await signIn(android);
  const other = await signIn(iphone);
  const handle = (await devices(phone)).find((d) => !d.current)!.handle;
  const res = await signOutRequest(handle, phone, {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  expect(res.status).toBe(403);
  expect(await profileStatus(other)).toBe(200);
});

it('signs out every other device and keeps this one', async () => {
  const keep = await signIn(android);
  const others = [await signIn(iphone), await signIn(iphone)];
  const res = await signOutOthers(bffRequest('/sessions/sign-out-others', { body: {}, cookie: keep }));
  expect(res.status).toBe(200);
  expect((await res.json()).ended).toBeGreaterThanOrEqual(2);
  for (const cookie of others) expect(await profileStatus(cookie)).toBe(401);
  expect(await profileStatus(keep)).toBe(200);
});

it('tells at login when and on what device the member last signed in', async () => {
  await signIn(iphone);
  const res = await login(bffRequest('/login', { body: demo, headers: { 'user-agent': android } }));
  const { lastSignIn } = (await res.json()) as { lastSignIn: { at: number; browser: string; os: string } };
  expect(lastSignIn).toMatchObject({ browser: 'Safari', os: 'iOS' });
  expect(Date.now() - lastSignIn.at).toBeLessThan(60_000);
});

it('ends every session of the member when the password changes, this one included (spec §4)', async () => {
  // last in this file: the demo member's password is different afterwards
  const here = await signIn(android);
  const elsewhere = await signIn(iphone);
  const res = await updatePassword(
    bffRequest('/customers/update-password', {
      body: { old_password: demo.password, password: 'Changed123', password_confirmation: 'Changed123' },
      cookie: here,
    }),
  );
  expect(res.status).toBe(200);
  expect(await profileStatus(elsewhere)).toBe(401);
  expect(await profileStatus(here)).toBe(401);
});
