import { randomUUID } from 'node:crypto';
import { POST as login } from '@/app/api/login/route';
import { POST as removePasskey } from '@/app/api/passkeys/[id]/delete/route';
import { POST as registrationOptions } from '@/app/api/passkeys/options/route';
import { GET as listPasskeys, POST as addPasskey } from '@/app/api/passkeys/route';
import { POST as signInOptions } from '@/app/api/passkeys/sign-in/options/route';
import { POST as passkeySignIn } from '@/app/api/passkeys/sign-in/route';
import { GET as support } from '@/app/api/passkeys/support/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { POST as withdraw } from '@/app/api/requests/withdraw/route';
import { GET as sessions } from '@/app/api/sessions/route';
import { POST as stepUp } from '@/app/api/step-up/route';
import { resetConfigForTests } from '@/lib/config';
import { resetPasskeySupport } from '@/lib/passkeys/server';
import type { PasskeyView } from '@/lib/passkeys/view';
import { resetRateLimits } from '@/lib/security/rate-limit';
import type { DeviceView } from '@/lib/session/device-list';
import { SoftPasskey } from '../soft-authenticator';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';
import { startSpecOnlyUpstream, type SpecOnlyUpstream } from './support/spec-only-upstream';

/*
 * Passkeys and step-up through the BFF (docs/security.md, "Passkeys and step-up"), against the reference
 * API with a software authenticator: a withdrawal from a session whose last proof is older than the
 * window is refused with `step_up_required` before anything reaches the upstream, and the same amount
 * goes through once the member proved themselves; a passkey signs in alone and proves the member
 * again; an upstream without the extension shows no passkeys.
 */

const SITE = 'http://localhost:3000';
const DEMO = { phone: '0812345678', password: 'Demo1234' };
const ELEVEN_MINUTES = 11 * 60 * 1000;
let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
let specOnly: SpecOnlyUpstream;

const useUpstream = (url: string) => {
  process.env.CASINO_API_URL = url;
  resetConfigForTests();
  resetPasskeySupport();
};

beforeAll(async () => {
  upstream = await startLiveUpstream();
  specOnly = await startSpecOnlyUpstream(upstream.api.url);
});
afterEach(async () => {
  jest.restoreAllMocks();
  useUpstream(upstream.api.url);
  await resetRateLimits();
});
afterAll(async () => {
  await specOnly.close();
  await upstream.stop();
});

async function signedIn(): Promise<string> {
  const res = await login(bffRequest('/login', { body: DEMO }));
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

/** Moves the site's clock (session records, step-up) past the 10-minute window; the upstream's stays. */
function later(ms: number) {
  const real = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => real() + ms);
}

const withdrawing = (cookie: string, amount: string) =>
  withdraw(
    bffRequest('/requests/withdraw', {
      body: { amount },
      cookie,
      headers: { 'idempotency-key': randomUUID() },
    }),
  );

async function pendingRequest(cookie: string) {
  const res = await profile(bffRequest('/customers/profile', { cookie }));
  return ((await res.json()) as { pendingRequest: { amountSatang: number } | null }).pendingRequest;
}

async function added(cookie: string, key: SoftPasskey, name: string): Promise<PasskeyView> {
  const options = await registrationOptions(bffRequest('/passkeys/options', { body: {}, cookie }));
  expect(options.status).toBe(200);
  const { challengeId, options: creation } = (await options.json()) as {
    challengeId: string;
    options: Record<string, unknown>;
  };
  const res = await addPasskey(
    bffRequest('/passkeys', { body: { challengeId, name, response: key.register(creation) }, cookie }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PasskeyView;
}

async function answer(key: SoftPasskey) {
  const res = await signInOptions(bffRequest('/passkeys/sign-in/options', { body: {} }));
  expect(res.status).toBe(200);
  const { challengeId, options } = (await res.json()) as {
    challengeId: string;
    options: Record<string, unknown>;
  };
  return { challengeId, response: key.authenticate(options) };
}

describe('step-up before a withdrawal', () => {
  it('refuses a stale session with step_up_required, then takes the same amount after the password', async () => {
    const cookie = await signedIn();
    later(ELEVEN_MINUTES);

    const refused = await withdrawing(cookie, '150');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'step_up_required' });
    expect(await pendingRequest(cookie)).toBeNull();

    const wrong = await stepUp(bffRequest('/step-up', { body: { password: 'Wrong-pass-1' }, cookie }));
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('invalid_credentials');
    expect((await withdrawing(cookie, '150')).status).toBe(403);

    const proved = await stepUp(bffRequest('/step-up', { body: { password: DEMO.password }, cookie }));
    expect(proved.status).toBe(200);
    const done = await withdrawing(cookie, '150');
    expect(done.status).toBe(200);
    expect(((await done.json()) as { amountSatang: number }).amountSatang).toBe(15_000);
    expect((await pendingRequest(cookie))?.amountSatang).toBe(15_000);
  });

  it('asks for a fresh proof before adding a passkey too', async () => {
    const cookie = await signedIn();
    later(ELEVEN_MINUTES);
    const res = await registrationOptions(bffRequest('/passkeys/options', { body: {}, cookie }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'step_up_required' });
  });
});

describe('passkeys through the BFF', () => {
  it('adds a passkey, signs in with it alone, and proves the member again with it', async () => {
    const cookie = await signedIn();
    const key = new SoftPasskey({ origin: SITE });
    const passkey = await added(cookie, key, 'Test phone');
    expect(passkey).toMatchObject({ name: 'Test phone', synced: false, lastUsedAt: null });

    const res = await passkeySignIn(bffRequest('/passkeys/sign-in', { body: await answer(key) }));
    expect(res.status).toBe(200);
    const passkeyCookie = sessionCookieOf(res);
    const devices = (await (await sessions(bffRequest('/sessions', { cookie: passkeyCookie }))).json()) as {
      sessions: DeviceView[];
    };
    expect(devices.sessions.find((d) => d.current)).toMatchObject({ method: 'passkey' });
    expect(devices.sessions.some((d) => !d.current && d.method === 'password')).toBe(true);

    later(ELEVEN_MINUTES);
    expect((await withdrawing(passkeyCookie, '100')).status).toBe(403);
    const proved = await stepUp(bffRequest('/step-up', { body: await answer(key), cookie: passkeyCookie }));
    expect(proved.status).toBe(200);
    const list = (await (await listPasskeys(bffRequest('/passkeys', { cookie: passkeyCookie }))).json()) as {
      passkeys: PasskeyView[];
    };
    expect(list.passkeys.find((p) => p.id === passkey.id)?.lastUsedAt).not.toBeNull();

    const removed = await removePasskey(
      bffRequest(`/passkeys/${passkey.id}/delete`, { body: {}, cookie: passkeyCookie }),
      {
        params: Promise.resolve({ id: passkey.id }),
      },
    );
    expect(removed.status).toBe(200);
    const again = await passkeySignIn(bffRequest('/passkeys/sign-in', { body: await answer(key) }));
    expect(again.status).toBe(401);
    expect(((await again.json()) as { code: string }).code).toBe('invalid_credentials');
  });

  it('refuses an answer for another site (the origin the authenticator saw)', async () => {
    const cookie = await signedIn();
    const key = new SoftPasskey({ origin: SITE });
    await added(cookie, key, 'Phone');
    const { challengeId, response } = await answer(new SoftPasskey({ origin: 'https://lobby.example.evil' }));
    const res = await passkeySignIn(bffRequest('/passkeys/sign-in', { body: { challengeId, response } }));
    expect(res.status).toBe(401);
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith('lobby_session=') && !c.includes('Max-Age=0')),
    ).toBe(false);
  });
});

describe('an upstream without the passkey extension', () => {
  it('shows no passkeys: not at sign-in, not in the Information popup', async () => {
    useUpstream(specOnly.url);
    const available = await support(bffRequest('/passkeys/support'));
    expect(await available.json()).toEqual({ available: false });
    const cookie = await signedIn();
    const list = await listPasskeys(bffRequest('/passkeys', { cookie }));
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ available: false, passkeys: [] });
    expect(specOnly.refused).toEqual(['GET /api/passkeys', 'GET /api/customers/passkeys']);
  });
});
