/** @jest-environment node */
import { unsealData } from 'iron-session';
import { resetConfigForTests } from '@/lib/config';
import { recordedMemberSession } from '../../../session-records';
import { openSession, sealSession, type CookieSpec } from '@/lib/session/session';

/*
 * docs/performance.md: a polling member's cookie is unsealed once every few seconds, not on every BFF call.
 * The cache may save the decryption only: lifetimes, secrets and forged cookies behave as before.
 */

jest.mock('iron-session', () => {
  const actual = jest.requireActual<typeof import('iron-session')>('iron-session');
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

const SECRET_A = 'first-secret-of-at-least-thirty-two-characters';
const SECRET_B = 'second-secret-of-at-least-thirty-two-characters';
const MINUTE = 60_000;
const unseal = jest.mocked(unsealData);

function useSecret(secret: string) {
  Object.assign(process.env, { CASINO_API_URL: 'http://127.0.0.1:1/api', SESSION_SECRET: secret });
  delete process.env.SESSION_SECRET_PREVIOUS;
  delete process.env.SESSION_IDLE_MINUTES;
  resetConfigForTests();
}

const sealed = async (now = Date.now()) =>
  (await sealSession(await recordedMemberSession(`tok-${Math.random()}`, 3600, '0812345678', now), now)).find(
    (c: CookieSpec) => c.name.endsWith('lobby_session'),
  )!.value;

beforeEach(() => {
  useSecret(SECRET_A);
  unseal.mockClear();
});

it('opens the same cookie again within seconds without decrypting it, and hands out independent copies', async () => {
  const cookie = await sealed();
  const first = await openSession(cookie);
  delete first.token; // a handler changing its copy must not change the next request's session
  const second = await openSession(cookie);
  expect(second.token).toMatch(/^tok-/);
  expect(unseal).toHaveBeenCalledTimes(1);
});

it('still ends an idle session that it has cached', async () => {
  const t0 = Date.now();
  // last used 30 minutes minus 2 seconds ago: open now, idle-expired 3 seconds later
  const cookie = await sealed(t0 - 30 * MINUTE + 2_000);
  expect((await openSession(cookie, t0)).token).toMatch(/^tok-/);
  expect(await openSession(cookie, t0 + 3_000)).toEqual({});
  expect(unseal).toHaveBeenCalledTimes(1);
});

it('decrypts again once the few seconds are over', async () => {
  const t0 = Date.now();
  const cookie = await sealed(t0);
  await openSession(cookie, t0);
  await openSession(cookie, t0 + 6_000);
  expect(unseal).toHaveBeenCalledTimes(2);
});

it('never accepts a cached cookie after its secret is retired', async () => {
  const cookie = await sealed();
  expect((await openSession(cookie)).token).toMatch(/^tok-/);
  useSecret(SECRET_B);
  expect(await openSession(cookie)).toEqual({});
});

it('keeps nothing for a cookie that does not open, so forged cookies cannot crowd members out', async () => {
  useSecret(SECRET_B);
  const forged = await sealed();
  useSecret(SECRET_A);
  expect(await openSession(forged)).toEqual({});
  expect(await openSession(forged)).toEqual({});
  expect(unseal).toHaveBeenCalledTimes(2);
});
