import { call, expectContract, upstream, type Upstream } from './upstream';

// Spec §7 against any upstream (`CASINO_API_URL=... npm run test:contract`).
let up: Upstream;
let token: string;

beforeAll(async () => {
  up = await upstream();
  const login = await call(up.url, 'login', { body: { phone: up.phone, password: up.password } });
  expect(login.status).toBe(200);
  expectContract('login', login.json);
  token = (login.json as { access_token: string }).access_token;
});
afterAll(() => up.stop());

describe('authentication (spec §7 login, §8)', () => {
  it("refuses a wrong password with the spec's message", async () => {
    const res = await call(up.url, 'login', { body: { phone: up.phone, password: 'Wrong-password-1' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(res.json)).toContain('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
  });

  it("answers 'Unauthenticated.' without a token", async () => {
    const res = await call(up.url, 'profile');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('profile (spec §3)', () => {
  it('has every field the site reads', async () => {
    const res = await call(up.url, 'profile', { token });
    expect(res.status).toBe(200);
    expectContract('profile', res.json);
    const { data } = res.json as { data: Record<string, unknown> };
    for (const field of [
      'phone',
      'bank',
      'account_number',
      'name',
      'to_bank',
      'to_account_number',
      'to_name',
      'games',
      'credit_checking',
      'completed_requests',
      'events',
      'promotions',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(data.phone).toBe(up.phone);
  });
});

describe('public calls', () => {
  it('notification is an array of announcements', async () => {
    const res = await call(up.url, 'notification');
    expect(res.status).toBe(200);
    expectContract('notification', res.json);
  });

  it.each(['promotions', 'games', 'siteInfo'] as const)(
    '%s (extension) matches the contract',
    async (name) => {
      const res = await call(up.url, name);
      expect(res.status).toBe(200);
      expectContract(name, res.json);
    },
  );
});

describe('registration (spec §4)', () => {
  it('refuses a malformed phone with errors.phone', async () => {
    const res = await call(up.url, 'registerPhone', { body: { phone: '12345' } });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ errors: { phone: expect.any(Array) } });
  });
});
