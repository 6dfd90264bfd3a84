import { demo, expectContract, startTestApi, stopTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => stopTestApi(api));

describe('POST /api/login (spec §7)', () => {
  it('logs in with a form body and returns a 4-hour token', async () => {
    const res = await api.call('POST', '/login', { form: { phone: demo.phone, password: demo.password } });
    expect(res.status).toBe(200);
    const body = expectContract('login', res.body);
    expect(body.expires_in).toBe(14400);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in with a JSON body', async () => {
    const res = await api.call('POST', '/login', { json: { phone: demo.phone, password: demo.password } });
    expect(res.status).toBe(200);
    expectContract('login', res.body);
  });

  it('stores only a hash of the token', async () => {
    const token = await api.login(demo.phone, demo.password);
    const rows = await api.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it.each([
    ['a wrong password', demo.phone, 'Wrong1234'],
    ['an unknown phone', '0611111111', demo.password],
  ])('refuses %s with the Thai message of spec §8', async (_, phone, password) => {
    const res = await api.call('POST', '/login', { form: { phone, password } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง' });
  });

  // docs/performance.md, login under load: logins at the same moment share one lookup and one INSERT
  // (casino-api/db/batch.ts); each must still get its own answer and a token that works at once.
  it('answers each of many logins at once on its own, right and wrong mixed', async () => {
    const attempts = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 1
        ? { phone: demo.phone, password: 'Wrong1234' }
        : i % 4 === 2
          ? { phone: `06${String(10_000_000 + i)}`, password: demo.password }
          : { phone: i % 4 === 0 ? demo.phone : demo.newcomer, password: demo.password },
    );
    const answers = await Promise.all(attempts.map((json) => api.call('POST', '/login', { json })));
    expect(answers.map((a) => a.status)).toEqual(
      attempts.map((_, i) => (i % 4 === 1 || i % 4 === 2 ? 401 : 200)),
    );
    const tokens = answers.filter((a) => a.status === 200).map((a) => a.body.access_token as string);
    expect(new Set(tokens).size).toBe(tokens.length);
    const profiles = await Promise.all(
      tokens.map((token) => api.call('GET', '/customers/profile', { token })),
    );
    expect(profiles.map((p) => p.status)).toEqual(tokens.map(() => 200));
    // each token belongs to the member who logged in with it
    const phones = answers.flatMap((a, i) => (a.status === 200 ? [attempts[i]!.phone] : []));
    expect(profiles.map((p) => p.body.data.phone)).toEqual(phones);
  });

  it('answers 422 with Thai field errors for missing and malformed fields', async () => {
    const res = await api.call('POST', '/login', { form: { phone: '12345' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toEqual(['เบอร์โทรไม่ถูกต้อง กรุณาระบุตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09']);
    expect(res.body.errors.password).toEqual(['กรุณาระบุรหัสผ่าน']);
    expect(res.body.message).toBe(res.body.errors.phone[0]);
  });

  it('refuses fields the contract does not know', async () => {
    const res = await api.call('POST', '/login', {
      json: { phone: demo.phone, password: demo.password, admin: true },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['admin']);
  });
});

describe('bearer authentication', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token!'],
  ])('answers 401 Unauthenticated. with %s', async (_, token) => {
    const res = await api.call('GET', '/customers/profile', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('expires member tokens after expires_in seconds', async () => {
    const token = await api.login(demo.phone, demo.password);
    api.advance(14_399);
    expect((await api.call('GET', '/customers/profile', { token })).status).toBe(200);
    api.advance(2);
    const res = await api.call('GET', '/customers/profile', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});

// docs/security.md, login attempts: this API brakes password guessing on its own, per phone, for any
// caller, and never slows a right password that comes before the limit.
describe('failed logins per phone', () => {
  let guarded: TestApi;
  beforeAll(async () => {
    guarded = await startTestApi({
      config: { loginGuard: { failures: 3, windowMs: 60_000, blockMs: 120_000 } },
    });
  });
  afterAll(() => stopTestApi(guarded));

  it('holds a phone back after too many wrong passwords, with Retry-After, then lets it in again', async () => {
    const attempt = (password: string) =>
      guarded.call('POST', '/login', { form: { phone: demo.phone, password } });
    expect((await attempt(demo.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong1234')).status).toBe(401);
    const held = await attempt(demo.password);
    expect(held.status).toBe(429);
    expect(held.headers?.get('retry-after')).toBe('120');
    expect(held.body).toEqual({ message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่' });
    // another phone is not affected
    const other = await guarded.call('POST', '/login', {
      form: { phone: '0611111111', password: 'x1234567' },
    });
    expect(other.status).toBe(401);
    guarded.advance(121);
    expect((await attempt(demo.password)).status).toBe(200);
  });
});
