import { sealData } from 'iron-session';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { openSession } from '@/lib/session/session';
import * as client from '@/lib/casino/client';
import { POST as login } from '@/app/api/login/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/* Session rules through the real route handlers (ASVS V7): fixation, idle refresh, oversized tokens. */

// The real client, with a way to make one answer absurd.
jest.mock('@/lib/casino/client', () => {
  const actual = jest.requireActual('@/lib/casino/client');
  return { ...actual, callUpstream: jest.fn(actual.callUpstream) };
});
const callUpstream = client.callUpstream as jest.MockedFunction<typeof client.callUpstream>;

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());

const demo = { phone: '0812345678', password: 'Demo1234' };
const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

async function sealedCookie(data: Record<string, unknown>): Promise<string> {
  const { sessionPasswords, currentPasswordId } = config();
  const value = await sealData(data, {
    password: { [currentPasswordId]: sessionPasswords[currentPasswordId]! },
    ttl: 3600,
  });
  return `lobby_session=${value}`;
}

it('seals a fresh session at login: nothing from the visitor’s earlier cookie survives (no fixation)', async () => {
  const now = Date.now();
  const planted = await sealedCookie({
    registerToken: 'planted-register',
    resetToken: 'planted-reset',
    resetPhone: '0899999999',
    resetOtp: '123456',
    phone: '0899999999',
    createdAt: now - 60_000,
    lastSeenAt: now,
  });
  const res = await login(bffRequest('/login', { body: demo, cookie: planted }));
  expect(res.status).toBe(200);
  const cookie = sessionCookieOf(res);
  expect(valueOf(cookie)).not.toBe(valueOf(planted));
  const session = await openSession(valueOf(cookie));
  expect(Object.keys(session).sort()).toEqual([
    'createdAt',
    'expiresAt',
    'lastSeenAt',
    'phone',
    'sid',
    'token',
  ]);
  expect(session.phone).toBe(demo.phone);
  expect(session.createdAt).toBeGreaterThanOrEqual(now);
});

it('moves the idle deadline on a BFF call at most once a minute, and refuses a session idle for longer than the limit', async () => {
  const cookie = sessionCookieOf(await login(bffRequest('/login', { body: demo })));
  const fresh = await profile(bffRequest('/customers/profile', { cookie }));
  expect(fresh.status).toBe(200);
  expect(fresh.headers.getSetCookie()).toEqual([]);

  const session = await openSession(valueOf(cookie));
  const twoMinutesAgo = await sealedCookie({ ...session, lastSeenAt: Date.now() - 2 * 60_000 });
  const refreshed = await profile(bffRequest('/customers/profile', { cookie: twoMinutesAgo }));
  expect(refreshed.status).toBe(200);
  const renewed = await openSession(valueOf(sessionCookieOf(refreshed)));
  expect(renewed.lastSeenAt).toBeGreaterThan(Date.now() - 5000);
  expect(renewed.createdAt).toBe(session.createdAt);

  const idle = await sealedCookie({ ...session, lastSeenAt: Date.now() - 31 * 60_000 });
  const refused = await profile(bffRequest('/customers/profile', { cookie: idle }));
  expect(refused.status).toBe(401);
  expect(refused.headers.getSetCookie().join()).toMatch(/lobby_session=;.*Max-Age=0/i);
});

it('clears a signed-in marker that outlived its session, so the page turns to a guest one (spec §4 logout)', async () => {
  const refused = await profile(bffRequest('/customers/profile', { cookie: 'lobby_member=1' }));
  expect(refused.status).toBe(401);
  expect(refused.headers.getSetCookie().join()).toMatch(/lobby_member=;.*Max-Age=0/i);
  // a guest with no cookie at all is told no more than before
  const guest = await profile(bffRequest('/customers/profile'));
  expect(guest.status).toBe(401);
  expect(guest.headers.getSetCookie()).toEqual([]);
});

it('refuses a session older than 12 hours even while its upstream token is still valid', async () => {
  const session = await openSession(
    valueOf(sessionCookieOf(await login(bffRequest('/login', { body: demo })))),
  );
  const old = await sealedCookie({
    ...session,
    createdAt: Date.now() - 12 * 3600_000 - 1000,
    expiresAt: Date.now() + 3600_000,
    lastSeenAt: Date.now(),
  });
  expect((await profile(bffRequest('/customers/profile', { cookie: old }))).status).toBe(401);
});

it('answers a clear error, and sets no cookie, when the upstream hands out an absurdly long token', async () => {
  callUpstream.mockResolvedValueOnce({ access_token: 'x'.repeat(50_000), expires_in: 3600 } as never);
  // the operator's log says why; captured here so a passing run prints nothing
  const errorLog = jest.spyOn(log, 'error').mockImplementation(() => undefined);
  try {
    const res = await login(bffRequest('/login', { body: demo }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: 'upstream_contract' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(errorLog).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'upstream_contract',
        detail: expect.stringMatching(/exceeds the cookie limit/),
      }),
      'bff error',
    );
  } finally {
    errorLog.mockRestore();
  }
});

it('keeps an ordinary long (2 KB) upstream token in a cookie under 4 KB', async () => {
  callUpstream.mockResolvedValueOnce({ access_token: 'y'.repeat(2048), expires_in: 3600 } as never);
  const res = await login(bffRequest('/login', { body: demo }));
  expect(res.status).toBe(200);
  expect(sessionCookieOf(res).length).toBeLessThan(4096);
});
