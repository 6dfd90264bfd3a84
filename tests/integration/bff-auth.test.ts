import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
beforeAll(async () => {
  upstream = await startLiveUpstream();
});
afterAll(() => upstream.stop());

const demo = { phone: '0812345678', password: 'Demo1234' };

describe('POST /lobby/api/login', () => {
  it('signs in, keeps the token in a sealed HttpOnly cookie and never in the answer', async () => {
    const res = await login(bffRequest('/login', { body: { ...demo, next: '/en/deposit' } }));
    expect(res.status).toBe(200);
    const text = await res.text();
    // The first sign-in of this member: no earlier one to tell of.
    expect(JSON.parse(text)).toEqual({ ok: true, next: '/en/deposit', lastSignIn: null });
    expect(text).not.toMatch(/access_token|token/i);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/lobby_session=Fe26\.2\*/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\/lobby/);
    expect(res.headers.get('cache-control')).toBe('private, no-store, no-transform');
  });

  it('answers home for an unsafe next', async () => {
    const res = await login(bffRequest('/login', { body: { ...demo, next: '//evil.example' } }));
    expect(await res.json()).toMatchObject({ ok: true, next: '/' });
  });

  it("refuses a wrong password with the spec's Thai message (spec §8) and sets no session", async () => {
    const res = await login(bffRequest('/login', { body: { phone: demo.phone, password: 'Wrong1234' } }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses bad input with field errors naming each bad field', async () => {
    const res = await login(bffRequest('/login', { body: { phone: '12', password: '', role: 'admin' } }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('validation');
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['role']));
  });

  it('refuses a cross-site post (login CSRF)', async () => {
    const crossSite = await login(
      bffRequest('/login', { body: demo, headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(crossSite.status).toBe(403);
    const foreign = await login(
      bffRequest('/login', { body: demo, headers: { origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    const nullOrigin = await login(bffRequest('/login', { body: demo, headers: { origin: 'null' } }));
    expect(nullOrigin.status).toBe(403);
  });

  it('refuses oversized (413) and non-JSON (415) bodies', async () => {
    const big = await login(bffRequest('/login', { body: { ...demo, next: 'x'.repeat(20_000) } }));
    expect(big.status).toBe(413);
    const form = await login(
      bffRequest('/login', {
        body: 'phone=0812345678&password=Demo1234',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
  });
});

describe('GET /lobby/api/customers/profile', () => {
  it('needs a session', async () => {
    const res = await profile(bffRequest('/customers/profile'));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthorized' });
  });

  it("returns the member's trimmed profile with credit in satang", async () => {
    const cookie = sessionCookieOf(await login(bffRequest('/login', { body: demo })));
    const res = await profile(bffRequest('/customers/profile', { cookie }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      phone: '0812345678',
      creditSatang: 125000,
      hasDeposited: true,
      bank: { code: 'kbank', accountNumber: '1234567890' },
    });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  it('treats a tampered cookie as no session and clears it', async () => {
    const res = await profile(bffRequest('/customers/profile', { cookie: 'lobby_session=Fe26.2*2*forged' }));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).toMatch(/lobby_session=;.*Max-Age=0/i);
  });

  it('clears the session when the upstream rejects the token (upstream 401)', async () => {
    const cookie = sessionCookieOf(await login(bffRequest('/login', { body: demo })));
    // Revoke every token of the member upstream, as an operator would.
    await upstream.api.db.deleteFrom('access_tokens').execute();
    const res = await profile(bffRequest('/customers/profile', { cookie }));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).toMatch(/lobby_session=;.*Max-Age=0/i);
  });
});

describe('POST /lobby/api/logout', () => {
  it('ends the session', async () => {
    const cookie = sessionCookieOf(await login(bffRequest('/login', { body: demo })));
    const res = await logout(bffRequest('/logout', { body: {}, cookie }));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/lobby_session=;.*Max-Age=0/i);
  });
});
