/** @jest-environment node */
import { AppError } from '@/lib/errors';
import { assertLoginOpen, loginFailed, loginSucceeded, resetRateLimits } from '@/lib/security/rate-limit';

// docs/security.md: escalating lock-outs of a phone+IP pair, capped, and never a permanent lock of a phone.
beforeEach(async () => {
  jest.useFakeTimers();
  await resetRateLimits();
});
afterEach(() => jest.useRealTimers());

async function lockSeconds(phone: string, ip: string): Promise<number | null> {
  try {
    await assertLoginOpen(phone, ip);
    return null;
  } catch (e) {
    if (e instanceof AppError && e.code === 'rate_limited') return e.retryAfterSeconds ?? -1;
    throw e;
  }
}

async function failTimes(n: number, phone: string, ip: string) {
  for (let i = 0; i < n; i++) await loginFailed(phone, ip);
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
  for (let i = 0; i < 31; i++) await loginFailed('0899999999', `198.51.100.${i}`);
  const seconds = await lockSeconds('0899999999', '192.0.2.50');
  expect(seconds).toBe(900);
  jest.advanceTimersByTime(901 * 1000);
  expect(await lockSeconds('0899999999', '192.0.2.50')).toBeNull();
});
