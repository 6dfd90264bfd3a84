/** @jest-environment node */
import { resetConfigForTests } from '@/lib/config';
import {
  createSessionRecord,
  liveSessionRecord,
  memberSessions,
  resetSessionRecords,
  revokeMemberSessions,
  revokeSession,
  touchSessionRecord,
} from '@/lib/session/records';

/*
 * Server-side session records in the embedded (in-memory) store (docs/security.md, Sessions): idle and
 * absolute expiry on the record itself, revocation of one or all of a member's sessions. The Redis
 * store is exercised across two instances by tests/ops/multi-instance.test.ts.
 */

const MINUTE = 60_000;
const PHONE = '0812345678';
const phoneUa = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';

beforeEach(async () => {
  Object.assign(process.env, {
    CASINO_API_URL: 'http://127.0.0.1:1/api',
    SESSION_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  });
  delete process.env.SESSION_IDLE_MINUTES;
  delete process.env.REDIS_URL;
  resetConfigForTests();
  await resetSessionRecords();
});

const signIn = (now = Date.now(), userAgent: string | null = phoneUa, phone = PHONE) =>
  createSessionRecord({ phone, userAgent, ip: '203.0.113.77', now });

it('records the device and the coarse address of a sign-in, and tells of the sign-in before it', async () => {
  const t0 = Date.now() - 10 * MINUTE;
  const first = await signIn(t0);
  expect(first.previous).toBeNull();
  expect(first.record).toMatchObject({ browser: 'Chrome', os: 'Android', address: '203.0.113.0/24' });
  expect(JSON.stringify(first.record)).not.toContain(PHONE);

  const second = await signIn(Date.now(), null);
  expect(second.previous).toEqual({ at: t0, browser: 'Chrome', os: 'Android' });
});

it('ends a record left idle for SESSION_IDLE_MINUTES, and keeps one that is used', async () => {
  const t0 = Date.now();
  const { record } = await signIn(t0);
  expect(await liveSessionRecord(record.id, PHONE, t0 + 29 * MINUTE)).not.toBeNull();
  expect(await liveSessionRecord(record.id, PHONE, t0 + 31 * MINUTE)).toBeNull();
  // ended for good: not back at an earlier clock either
  expect(await liveSessionRecord(record.id, PHONE, t0)).toBeNull();

  const used = (await signIn(t0)).record;
  await touchSessionRecord(used, t0 + 20 * MINUTE);
  expect(await liveSessionRecord(used.id, PHONE, t0 + 45 * MINUTE)).not.toBeNull();
});

it('ends a record 12 hours after the sign-in however much it is used', async () => {
  const t0 = Date.now();
  const { record } = await signIn(t0);
  let current = record;
  for (let now = t0 + 20 * MINUTE; now < t0 + 12 * 60 * MINUTE; now += 20 * MINUTE) {
    await touchSessionRecord(current, now);
    current = (await liveSessionRecord(record.id, PHONE, now))!;
    expect(current).not.toBeNull();
  }
  expect(await liveSessionRecord(record.id, PHONE, t0 + 12 * 60 * MINUTE + 1)).toBeNull();
});

it('belongs to one member: another phone cannot use the id', async () => {
  const { record } = await signIn();
  expect(await liveSessionRecord(record.id, '0899999999')).toBeNull();
  expect(await liveSessionRecord(record.id, PHONE)).not.toBeNull();
});

it('revokes one session, or all of a member’s but one, and leaves other members alone', async () => {
  const a = (await signIn()).record;
  const b = (await signIn()).record;
  const c = (await signIn()).record;
  const stranger = (await signIn(Date.now(), null, '0899999999')).record;

  await revokeSession(PHONE, a.id);
  expect(await liveSessionRecord(a.id, PHONE)).toBeNull();
  expect((await memberSessions(PHONE)).map((r) => r.id).sort()).toEqual([b.id, c.id].sort());

  expect(await revokeMemberSessions(PHONE, c.id)).toBe(1);
  expect((await memberSessions(PHONE)).map((r) => r.id)).toEqual([c.id]);
  expect(await revokeMemberSessions(PHONE)).toBe(1);
  expect(await memberSessions(PHONE)).toEqual([]);
  expect(await liveSessionRecord(stranger.id, '0899999999')).not.toBeNull();
});

it('does not bring back a revoked session when a late request touches it', async () => {
  const t0 = Date.now();
  const { record } = await signIn(t0);
  await revokeSession(PHONE, record.id);
  await touchSessionRecord(record, t0 + 2 * MINUTE);
  expect(await liveSessionRecord(record.id, PHONE, t0 + 2 * MINUTE)).toBeNull();
});
