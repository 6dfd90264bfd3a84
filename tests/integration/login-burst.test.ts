import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as login } from '@/app/api/login/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { bffRequest } from './live-upstream';

/*
 * docs/security.md, login limits: an attempt is reserved before the upstream checks the password, so a
 * burst of parallel guesses can never get more checked than the limit allows (5 per phone and address,
 * 30 per phone). The stand-in upstream refuses every password after a pause, so all guesses are in
 * flight together, and counts the checks it was asked for.
 */
let upstream: http.Server;
let checks = 0;
beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.endsWith('/login')) checks += 1;
      setTimeout(() => {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'เบอร์โทรหรือรหัสผ่านไม่ถูกต้อง' }));
      }, 100);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.CASINO_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = 'integration-test-secret-of-at-least-32-chars';
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(async () => {
  checks = 0;
  await resetRateLimits();
});

const guess = (phone: string, ip: string) =>
  login(
    bffRequest('/login', {
      body: { phone, password: 'Wrong1234' },
      headers: { 'x-lobby-peer-address': ip },
    }),
  );

it('lets at most 5 of 100 parallel guesses from one address reach the upstream', async () => {
  const answers = await Promise.all(Array.from({ length: 100 }, () => guess('0812345678', '203.0.113.9')));
  expect(checks).toBeLessThanOrEqual(5);
  expect(answers.filter((r) => r.status === 401)).toHaveLength(checks);
  expect(answers.filter((r) => r.status === 429)).toHaveLength(100 - checks);
});

it('lets at most 30 of 150 parallel guesses on one phone from many addresses reach the upstream', async () => {
  const answers = await Promise.all(
    Array.from({ length: 150 }, (_, i) => guess('0823456789', `198.51.${i >> 8}.${i & 255}`)),
  );
  expect(checks).toBeLessThanOrEqual(30);
  expect(answers.filter((r) => r.status === 429)).toHaveLength(150 - checks);
});
