import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
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
 * The session records in Redis (docs/security.md, Sessions), the store every instance shares: what one
 * instance revokes the next read sees, Redis itself drops a record at its idle end, and a store that
 * does not answer refuses the session instead of letting it through. Needs Redis on 127.0.0.1:6379:
 * skipped on a laptop without one, a failure under CI.
 */

const URL = 'redis://127.0.0.1:6379';
const redisUp =
  spawnSync(
    process.execPath,
    [
      '-e',
      "require('net').connect(6379,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))",
    ],
    { timeout: 3_000 },
  ).status === 0;
if (!redisUp && process.env.CI === 'true') throw new Error('CI needs Redis on 127.0.0.1:6379');
if (!redisUp) console.log('Skipping session-records-redis: nothing listens on 127.0.0.1:6379');
const describeWithRedis = redisUp ? describe : describe.skip;

const MINUTE = 60_000;
/** A phone of this run only: the shared Redis outlives runs. */
const phone = () => `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

describeWithRedis('session records in Redis', () => {
  let direct: Redis;
  beforeAll(() => {
    Object.assign(process.env, {
      CASINO_API_URL: 'http://127.0.0.1:1/api',
      SESSION_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      REDIS_URL: URL,
    });
    resetConfigForTests();
    direct = new Redis(URL);
  });
  afterAll(async () => {
    await resetSessionRecords();
    delete process.env.REDIS_URL;
    direct.disconnect();
  });

  it('keeps the record in Redis, without the phone, expiring at the idle limit', async () => {
    const p = phone();
    const { record } = await createSessionRecord({
      phone: p,
      userAgent: null,
      ip: '198.51.100.7',
      now: Date.now(),
    });
    const raw = await direct.get(`lobby:session:${record.id}`);
    expect(raw).not.toBeNull();
    expect(raw).not.toContain(p);
    const ttl = await direct.pttl(`lobby:session:${record.id}`);
    expect(ttl).toBeGreaterThan(29 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);
  });

  it('sees at once what another connection revoked (another instance), and a late touch does not revive it', async () => {
    const p = phone();
    const { record } = await createSessionRecord({ phone: p, userAgent: null, ip: null });
    expect(await liveSessionRecord(record.id, p)).not.toBeNull();
    // what another site instance's logout does
    await direct.del(`lobby:session:${record.id}`);
    expect(await liveSessionRecord(record.id, p)).toBeNull();
    await touchSessionRecord(record, Date.now() + 2 * MINUTE);
    expect(await direct.exists(`lobby:session:${record.id}`)).toBe(0);
  });

  it('lists and revokes a member’s sessions, one or all but one', async () => {
    const p = phone();
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createSessionRecord({ phone: p, userAgent: null, ip: null })).record.id);
    expect((await memberSessions(p)).map((r) => r.id).sort()).toEqual([...ids].sort());
    await revokeSession(p, ids[0]!);
    expect(await revokeMemberSessions(p, ids[2])).toBe(1);
    expect((await memberSessions(p)).map((r) => r.id)).toEqual([ids[2]]);
  });

  it('tells of the previous sign-in across instances', async () => {
    const p = phone();
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const first = await createSessionRecord({ phone: p, userAgent: ua, ip: null });
    expect(first.previous).toBeNull();
    const second = await createSessionRecord({ phone: p, userAgent: null, ip: null });
    expect(second.previous).toEqual({ at: first.record.createdAt, browser: 'Safari', os: 'iOS' });
  });

  it('refuses, rather than lets through, a session it cannot check', async () => {
    await resetSessionRecords();
    process.env.REDIS_URL = 'redis://127.0.0.1:9';
    const started = Date.now();
    await expect(liveSessionRecord('any-id', phone())).rejects.toMatchObject({
      code: 'upstream_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    await resetSessionRecords();
    process.env.REDIS_URL = URL;
  });
});
