import { call, expectContract, op, upstream, type Upstream } from './upstream';

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
  it(`${op('login')}: refuses a wrong password with the spec's message`, async () => {
    const res = await call(up.url, 'login', { body: { phone: up.phone, password: 'Wrong-password-1' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(res.json)).toContain('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
  });

  it(`${op('profile')}: answers 'Unauthenticated.' without a token`, async () => {
    const res = await call(up.url, 'profile');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('profile (spec §3)', () => {
  it(`${op('profile')}: has every field the site reads`, async () => {
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
  it(`${op('notification')}: an array of announcements`, async () => {
    const res = await call(up.url, 'notification');
    expect(res.status).toBe(200);
    expectContract('notification', res.json);
  });

  it.each((['promotions', 'games', 'siteInfo'] as const).map((name) => [op(name), name] as const))(
    '%s (extension) matches the contract',
    async (_, name) => {
      const res = await call(up.url, name);
      expect(res.status).toBe(200);
      expectContract(name, res.json);
    },
  );
});

describe('registration (spec §4)', () => {
  it(`${op('registerPhone')}: refuses a malformed phone with errors.phone`, async () => {
    const res = await call(up.url, 'registerPhone', { body: { phone: '12345' } });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ errors: { phone: expect.any(Array) } });
  });
});

/*
 * Extensions beyond spec §7 that the site uses when an upstream has them (casino-api/README.md, "Request
 * timeline and payout time"). Optional: an upstream with only spec §7 answers 404 and passes, and the site
 * falls back to the spec §3 fields; the reference API must have them, and whoever has them must answer
 * the contract's shape.
 */
const reference = !process.env.CASINO_API_URL;

describe('request timeline (optional extension)', () => {
  it(`${op('requestTimeline')}: gives the steps of one of the member's requests, the first being its submission`, async () => {
    const profile = await call(up.url, 'profile', { token });
    const rows = (profile.json as { data: { completed_requests: Array<{ id: string | number }> } }).data
      .completed_requests;
    // the reference API's demo member has a completed first deposit (casino-api/seed)
    if (reference) expect(rows.length).toBeGreaterThan(0);
    if (rows.length === 0) return;
    const id = String(rows[0]!.id);
    const res = await call(up.url, 'requestTimeline', { token, params: { id } });
    if (reference) expect(res.status).toBe(200);
    if (res.status === 404) return;
    expect(res.status).toBe(200);
    expectContract('requestTimeline', res.json);
    const { data } = res.json as { data: { id: string | number; steps: Array<{ step: string }> } };
    expect(String(data.id)).toBe(id);
    expect(data.steps[0]!.step).toBe('submitted');
  });

  it(`${op('requestTimeline')}: answers 404 for a request the member does not have, with or without the extension`, async () => {
    const res = await call(up.url, 'requestTimeline', { token, params: { id: '987654321' } });
    expect(res.status).toBe(404);
  });

  it(`${op('requestTimeline')}: asks for the member (401 without a token) where it exists`, async () => {
    const res = await call(up.url, 'requestTimeline', { params: { id: '1' } });
    expect([401, 404]).toContain(res.status);
    if (reference) expect(res.status).toBe(401);
  });
});

describe('payout time (optional extension)', () => {
  it(`${op('payoutTime')}: is public and gives the median only when a withdrawal was paid in the window`, async () => {
    const res = await call(up.url, 'payoutTime');
    if (reference) expect(res.status).toBe(200);
    if (res.status === 404) return;
    expect(res.status).toBe(200);
    expectContract('payoutTime', res.json);
    const { data } = res.json as { data: { paid: number; median_seconds: number | null } };
    expect(data.median_seconds === null).toBe(data.paid === 0);
  });
});

describe('account notices (optional extension)', () => {
  it("lists the member's notices newest first with an unread count, where it exists", async () => {
    const res = await call(up.url, 'notices', { token });
    if (reference) expect(res.status).toBe(200);
    if (res.status === 404) return;
    expect(res.status).toBe(200);
    expectContract('notices', res.json);
    const { data, unread } = res.json as {
      data: Array<{ id: string | number; read: boolean }>;
      unread: number;
    };
    expect(unread).toBeGreaterThanOrEqual(data.filter((n) => !n.read).length);
    const ids = data.map((n) => Number(n.id));
    if (ids.every(Number.isFinite)) expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('asks for the member (401 without a token) where it exists', async () => {
    const res = await call(up.url, 'notices');
    expect([401, 404]).toContain(res.status);
    if (reference) expect(res.status).toBe(401);
  });
});

/*
 * Passkeys (casino-api/README.md, "Passkeys"). Optional: an upstream without them answers 404 on every
 * passkey call, passes, and the site shows no passkey anywhere; the reference API has them. The
 * ceremonies themselves need a browser's authenticator (tests/casino-api/passkeys.test.ts plays one).
 */
describe('passkeys (optional extension)', () => {
  it('says whether it keeps passkeys, and for which relying party', async () => {
    const res = await call(up.url, 'passkeySupport');
    if (reference) expect(res.status).toBe(200);
    if (res.status === 404) return;
    expectContract('passkeySupport', res.json);
  });

  it("lists the member's passkeys and gives sign-in options that name no account", async () => {
    const list = await call(up.url, 'passkeys', { token });
    if (reference) expect(list.status).toBe(200);
    if (list.status === 404) return;
    expectContract('passkeys', list.json);
    const options = await call(up.url, 'passkeyAuthenticationOptions', { body: {} });
    expect(options.status).toBe(200);
    expectContract('passkeyAuthenticationOptions', options.json);
    const { data } = options.json as { data: { options: { allowCredentials?: unknown[] } } };
    // discoverable credentials: the device offers its own passkeys, so nobody learns who has one
    expect(data.options.allowCredentials ?? []).toEqual([]);
  });

  it('asks for the member (401 without a token) where it exists', async () => {
    const res = await call(up.url, 'passkeys');
    expect([401, 404]).toContain(res.status);
    if (reference) expect(res.status).toBe(401);
  });
});

/*
 * Each language's text beside spec §3's Thai (docs/architecture.md, "Upstream text in three languages"):
 * `names` of a promotion (the public list, the member's lists, the current one) and `contents` of an
 * announcement. Optional: an upstream without them is valid and the site shows the spec's text; the
 * reference API has them.
 */
describe('three-language texts (optional extension)', () => {
  /** The answer as an upstream without the extension would send it. */
  const withoutExtension = (json: unknown): unknown =>
    JSON.parse(JSON.stringify(json), (key, value: unknown) =>
      key === 'names' || key === 'contents' ? undefined : value,
    );

  it(`${op('promotions')}, ${op('notification')}, ${op('profile')}: an upstream without them still matches the contract`, async () => {
    const answers = [
      ['promotions', await call(up.url, 'promotions')],
      ['notification', await call(up.url, 'notification')],
      ['profile', await call(up.url, 'profile', { token })],
    ] as const;
    for (const [name, res] of answers) {
      expect(res.status).toBe(200);
      expectContract(name, withoutExtension(res.json));
    }
  });

  it(`${op('promotions')}, ${op('profile')}, ${op('notification')}: the reference API names its promotions and words its announcement in English and Chinese`, async () => {
    if (!reference) return;
    const promotions = (await call(up.url, 'promotions')).json as {
      data: Array<{ name: string; names: Record<string, string> }>;
    };
    expect(promotions.data.length).toBeGreaterThan(0);
    for (const p of promotions.data) {
      expect(p.names).toEqual({ th: p.name, en: expect.any(String), zh: expect.any(String) });
    }
    const profile = (await call(up.url, 'profile', { token })).json as {
      data: { promotions: Array<{ name: string; names: { th: string } }> };
    };
    for (const p of profile.data.promotions) expect(p.names.th).toBe(p.name);
    const [first] = (await call(up.url, 'notification')).json as Array<{ content: string; contents: object }>;
    expect(first!.contents).toEqual({ th: first!.content, en: expect.any(String), zh: expect.any(String) });
  });
});
