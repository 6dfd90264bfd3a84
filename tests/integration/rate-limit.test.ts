import { POST as login } from '@/app/api/login/route';
import { POST as resetStart } from '@/app/api/reset-password/start/route';
import { GET as trialGame } from '@/app/api/trial-game/[a]/[b]/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { bffRequest, startLiveUpstream } from './live-upstream';

// docs/security.md: login and OTP sending are limited per phone and per client IP.
let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());
beforeEach(() => resetRateLimits());
afterEach(() => {
  delete process.env.TRUSTED_IP_HEADER;
  delete process.env.TRUSTED_PROXY_HOPS;
});

// The socket address as the site process stamps it (lib/ops/incoming-requests.ts).
const from = (ip: string) => ({ 'x-lobby-peer-address': ip });
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

describe('client address (docs/security.md)', () => {
  it('ignores a client-written X-Forwarded-For when no proxy is configured: rotating it escapes nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(
        bffRequest('/login', {
          body: { phone: '0812345678', password: 'Wrong1234' },
          headers: { ...from('203.0.113.40'), 'x-forwarded-for': `198.51.100.${i}` },
        }),
      );
      expect(res.status).toBe(401);
    }
    const sixth = await login(
      bffRequest('/login', {
        body: { phone: '0812345678', password: 'Wrong1234' },
        headers: { ...from('203.0.113.40'), 'x-forwarded-for': '192.0.2.77' },
      }),
    );
    expect(sixth.status).toBe(429);
  });

  it('does not put clients without a known address under one shared key', async () => {
    const anonymous = (password: string) =>
      login(bffRequest('/login', { body: { phone: '0812345678', password } }));
    for (let i = 0; i < 6; i++) expect((await anonymous('Wrong1234')).status).toBe(401);
    expect((await anonymous('Demo1234')).status).toBe(200);
  });

  it('believes the configured proxy header, skipping the proxies named by TRUSTED_PROXY_HOPS', async () => {
    process.env.TRUSTED_IP_HEADER = 'x-forwarded-for';
    process.env.TRUSTED_PROXY_HOPS = '1';
    // client, then the operator's proxy: the client's entry is the one before the last
    const via = (client: string) => ({ ...from('10.0.0.2'), 'x-forwarded-for': `${client}, 10.0.0.1` });
    const wrong = (client: string) =>
      login(
        bffRequest('/login', { body: { phone: '0812345678', password: 'Wrong1234' }, headers: via(client) }),
      );
    for (let i = 0; i < 5; i++) expect((await wrong('203.0.113.50')).status).toBe(401);
    expect((await wrong('203.0.113.50')).status).toBe(429);
    // another client behind the same proxy is not locked out
    expect((await wrong('203.0.113.51')).status).toBe(401);
  });
});

describe('trial launches (docs/security.md)', () => {
  const launch = (ip: string) =>
    trialGame(bffRequest('/trial-game/lotuslive/hi-lo?mobile=false', { headers: from(ip) }), {
      params: Promise.resolve({ a: 'lotuslive', b: 'hi-lo' }),
    });

  it('are limited per client address: the 31st within 10 minutes is refused, another client is not', async () => {
    for (let i = 0; i < 30; i++) expect((await launch('203.0.113.60')).status).toBe(200);
    const refused = await launch('203.0.113.60');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await launch('203.0.113.61')).status).toBe(200);
  });
});
