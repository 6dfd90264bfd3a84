/** @jest-environment node */
import { resetConfigForTests } from '@/lib/config';
import { recordedMemberSession } from '../../../session-records';
import { AppError } from '@/lib/errors';
import { touchSessionRecord } from '@/lib/session/records';
import { cookiesSecure } from '@/lib/env/site';
import { sessionCookieScope } from '@/lib/session/cookie-name';
import {
  MAX_COOKIE_BYTES,
  openSession,
  openSessionWithRecord,
  sealSession,
  type CookieSpec,
} from '@/lib/session/session';

/*
 * The session rules of docs/security.md (ASVS V7): cookie scope per environment, idle and absolute
 * lifetimes enforced from inside the seal, secret rotation, and the 4 KB cookie ceiling.
 */

const SECRET_A = 'first-secret-of-at-least-thirty-two-characters';
const SECRET_B = 'second-secret-of-at-least-thirty-two-characters';
const MINUTE = 60_000;

function useEnv(vars: Record<string, string | undefined>) {
  Object.assign(process.env, { CASINO_API_URL: 'http://127.0.0.1:1/api', SESSION_SECRET: SECRET_A });
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigForTests();
}

const sessionCookie = (cookies: CookieSpec[]) => cookies.find((c) => c.name.endsWith('lobby_session'))!;

beforeEach(() =>
  useEnv({ SESSION_SECRET_PREVIOUS: undefined, COOKIE_SECURE: undefined, SESSION_IDLE_MINUTES: undefined }),
);

describe('cookie scope', () => {
  it('is __Host-lobby_session, Secure, Path=/ in production and lobby_session on /lobby in the plain-http demo', () => {
    expect(cookiesSecure({ NODE_ENV: 'production' })).toBe(true);
    expect(cookiesSecure({ NODE_ENV: 'production', DEMO: 'true' })).toBe(false);
    expect(cookiesSecure({ NODE_ENV: 'development' })).toBe(false);
    expect(cookiesSecure({ NODE_ENV: 'development', COOKIE_SECURE: 'true' })).toBe(true);
    expect(sessionCookieScope(true)).toEqual({ name: '__Host-lobby_session', path: '/' });
    expect(sessionCookieScope(false)).toEqual({ name: 'lobby_session', path: '/lobby' });
  });

  it('seals a production cookie that satisfies the __Host- rules: Secure, Path=/, HttpOnly, SameSite=Lax', async () => {
    useEnv({ COOKIE_SECURE: 'true' });
    const cookie = sessionCookie(await sealSession(await recordedMemberSession('tok', 3600, '0812345678')));
    expect(cookie.name).toBe('__Host-lobby_session');
    expect(cookie.options).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'lax' });
  });
});

describe('lifetimes', () => {
  const t0 = Date.now();

  it('ends a session after SESSION_IDLE_MINUTES (default 30) without a sealing BFF call', async () => {
    const { value } = sessionCookie(
      await sealSession(await recordedMemberSession('tok', 3600, '0812345678', t0), t0),
    );
    expect((await openSession(value, t0 + 29 * MINUTE)).token).toBe('tok');
    expect(await openSession(value, t0 + 31 * MINUTE)).toEqual({});
  });

  it('honours a configured idle timeout', async () => {
    useEnv({ SESSION_IDLE_MINUTES: '5' });
    const { value } = sessionCookie(
      await sealSession(await recordedMemberSession('tok', 3600, '0812345678', t0), t0),
    );
    expect((await openSession(value, t0 + 4 * MINUTE)).token).toBe('tok');
    expect(await openSession(value, t0 + 6 * MINUTE)).toEqual({});
  });

  it('ends a session 12 hours after login even when it is used all the time and the upstream token lives longer', async () => {
    let session = await recordedMemberSession('tok', 48 * 3600, '0812345678', t0);
    let value = '';
    for (let now = t0; now < t0 + 12 * 60 * MINUTE; now += 20 * MINUTE) {
      value = sessionCookie(await sealSession(session, now)).value;
      const opened = await openSessionWithRecord(value, now + 10 * MINUTE);
      session = opened.session;
      expect(session.token).toBe('tok');
      // the BFF pipeline moves the record's idle clock along with the cookie's
      await touchSessionRecord(opened.record!, now + 10 * MINUTE);
    }
    expect(await openSession(value, t0 + 12 * 60 * MINUTE + 1)).toEqual({});
  });

  it("caps the cookie's Max-Age at what is left of the 12 hours", async () => {
    const session = await recordedMemberSession('tok', 48 * 3600, '0812345678', t0);
    const later = sessionCookie(await sealSession(session, t0 + 11 * 60 * MINUTE));
    expect(later.options.maxAge).toBe(3600);
  });
});

describe('secret rotation (SESSION_SECRET_PREVIOUS)', () => {
  it('keeps cookies sealed with the previous secret open, seals new ones with the new secret, and drops the old ones once it is removed', async () => {
    const before = sessionCookie(
      await sealSession(await recordedMemberSession('old', 3600, '0812345678')),
    ).value;

    useEnv({ SESSION_SECRET: SECRET_B, SESSION_SECRET_PREVIOUS: SECRET_A });
    expect((await openSession(before)).token).toBe('old');
    const after = sessionCookie(
      await sealSession(await recordedMemberSession('new', 3600, '0812345678')),
    ).value;

    useEnv({ SESSION_SECRET: SECRET_B, SESSION_SECRET_PREVIOUS: undefined });
    expect((await openSession(after)).token).toBe('new');
    expect(await openSession(before)).toEqual({});
  });

  it('refuses a cookie forged with another secret', async () => {
    useEnv({ SESSION_SECRET: SECRET_B });
    const forged = sessionCookie(
      await sealSession(await recordedMemberSession('evil', 3600, '0812345678')),
    ).value;
    useEnv({ SESSION_SECRET: SECRET_A });
    expect(await openSession(forged)).toEqual({});
  });
});

describe('cookie size', () => {
  it('stays under 4 KB with a long (2,000-character) upstream token', async () => {
    const cookie = sessionCookie(
      await sealSession(await recordedMemberSession('x'.repeat(2000), 3600, '0812345678')),
    );
    expect(cookie.name.length + 1 + cookie.value.length).toBeLessThan(MAX_COOKIE_BYTES);
    expect((await openSession(cookie.value)).token).toHaveLength(2000);
  });

  it('refuses an absurdly long upstream token with a clear error instead of a cookie the browser would drop', async () => {
    const sealing = sealSession(await recordedMemberSession('x'.repeat(10_000), 3600, '0812345678'));
    await expect(sealing).rejects.toBeInstanceOf(AppError);
    await expect(sealing).rejects.toMatchObject({ code: 'upstream_contract' });
  });
});
