import { POST as login } from '@/app/api/login/route';
import { POST as resetStart } from '@/app/api/reset-password/start/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { bffRequest, startLiveUpstream } from './live-upstream';

// docs/security.md: login and OTP sending are limited per phone and per client IP.
let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());
beforeEach(() => resetRateLimits());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const attempt = (password: string, ip: string) =>
  login(bffRequest('/login', { body: { phone: '0812345678', password }, headers: from(ip) }));

it('locks a phone+IP pair after 5 wrong passwords, with Retry-After, even for the right one', async () => {
  for (let i = 0; i < 5; i++) expect((await attempt('Wrong1234', '203.0.113.7')).status).toBe(401);
  const locked = await attempt('Demo1234', '203.0.113.7');
  expect(locked.status).toBe(429);
  expect(await locked.json()).toEqual({ code: 'rate_limited' });
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
});

it('does not lock the member out from another address', async () => {
  for (let i = 0; i < 6; i++) await attempt('Wrong1234', '203.0.113.8');
  expect((await attempt('Demo1234', '198.51.100.9')).status).toBe(200);
});

it('limits OTP sending per phone: the fourth reset request within 10 minutes is refused', async () => {
  const start = (ip: string) =>
    resetStart(bffRequest('/reset-password/start', { body: { phone: '0812345678' }, headers: from(ip) }));
  for (let i = 0; i < 3; i++) expect((await start(`198.51.100.${i + 20}`)).status).toBe(200);
  const refused = await start('198.51.100.99');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).not.toBeNull();
});
