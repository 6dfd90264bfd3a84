/** @jest-environment node */
import { AppError } from '@/lib/errors';
import {
  loginFailed,
  loginNotChecked,
  loginSucceeded,
  reserveLogin,
  resetRateLimits,
} from '@/lib/security/rate-limit';

// docs/security.md: escalating lock-outs of a phone+IP pair, capped, and never a permanent lock of a phone.
beforeEach(async () => {
  jest.useFakeTimers();
  await resetRateLimits();
});
afterEach(() => jest.useRealTimers());

async function lockSeconds(phone: string, ip: string): Promise<number | null> {
  try {
    // a probe: reserved, then given back as an attempt the upstream never checked
    await reserveLogin(phone, ip);
    await loginNotChecked(phone, ip);
    return null;
  } catch (e) {
    if (e instanceof AppError && e.code === 'rate_limited') return e.retryAfterSeconds ?? -1;
    throw e;
  }
}

async function failTimes(n: number, phone: string, ip: string) {
  for (let i = 0; i < n; i++) {
    await reserveLogin(phone, ip);
    await loginFailed(phone, ip);
  }
}

it('locks the pair for 15, then 30, then 60 minutes, and never longer than an hour', async () => {
  const seen: number[] = [];
  for (let round = 0; round < 4; round++) {
    await failTimes(5, '0812345678', '203.0.113.1');
    const seconds = await lockSeconds('0812345678', '203.0.113.1');
    expect(seconds).not.toBeNull();
    seen.push(seconds!);
    jest.advanceTimersByTime(seconds! * 1000 + 1000);
    expect(await lockSeconds('0812345678', '203.0.113.1')).toBeNull();
  }
  expect(seen).toEqual([900, 1800, 3600, 3600]);
});

it('keeps four failures below the lock and forgets them after a successful login', async () => {
  await failTimes(4, '0812345678', '203.0.113.2');
  expect(await lockSeconds('0812345678', '203.0.113.2')).toBeNull();
  await loginSucceeded('0812345678', '203.0.113.2');
  await failTimes(4, '0812345678', '203.0.113.2');
  expect(await lockSeconds('0812345678', '203.0.113.2')).toBeNull();
});

it('locks a phone attacked from many addresses for a bounded 15 minutes only', async () => {
  await Promise.all(Array.from({ length: 30 }, (_, i) => failTimes(1, '0899999999', `198.51.100.${i}`)));
  const seconds = await lockSeconds('0899999999', '192.0.2.50');
  expect(seconds).toBe(900);
  jest.advanceTimersByTime(901 * 1000);
  expect(await lockSeconds('0899999999', '192.0.2.50')).toBeNull();
});

it('reserves atomically: of 100 parallel attempts on one pair only 5 get through', async () => {
  const outcomes = await Promise.allSettled(
    Array.from({ length: 100 }, () => reserveLogin('0811111111', '203.0.113.3')),
  );
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
});

it('gives back the reservation of an attempt the upstream never checked', async () => {
  for (let i = 0; i < 10; i++) {
    await reserveLogin('0822222222', '203.0.113.4');
    await loginNotChecked('0822222222', '203.0.113.4');
  }
  expect(await lockSeconds('0822222222', '203.0.113.4')).toBeNull();
});
