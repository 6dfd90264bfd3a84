import { randomUUID } from 'node:crypto';
import { POST as login } from '@/app/api/login/route';
import { POST as registerPhone } from '@/app/api/register/phone/route';
import { POST as registerBank } from '@/app/api/register/bank-account/route';
import { POST as deposit } from '@/app/api/requests/deposit/route';
import { POST as withdraw } from '@/app/api/requests/withdraw/route';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * Targeted input rules of docs/security.md through the real route handlers (the bulk fuzzing lives in the
 * fuzz suite): size cap, JSON only, strict keys including prototype keys, names without
 * invisible or direction characters, and amounts as plain 2-decimal baht turned into satang.
 */

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
let member: string;
beforeAll(async () => {
  upstream = await startLiveUpstream();
  member = sessionCookieOf(
    await login(bffRequest('/login', { body: { phone: '0812345678', password: 'Demo1234' } })),
  );
});
afterAll(() => upstream.stop());

const post = (
  path: string,
  body: unknown,
  init: { cookie?: string; headers?: Record<string, string> } = {},
) =>
  bffRequest(path, {
    body,
    cookie: init.cookie,
    headers: { 'idempotency-key': randomUUID(), ...init.headers },
  });

describe('body envelope', () => {
  it('caps bodies at 16 KB (413), whether or not Content-Length tells the truth', async () => {
    expect(
      (await registerPhone(post('/register/phone', { phone: '0812345678', pad: 'x'.repeat(17_000) }))).status,
    ).toBe(413);
    const lying = post('/register/phone', JSON.stringify({ phone: '0812345678', pad: 'x'.repeat(17_000) }), {
      headers: { 'content-length': '20' },
    });
    expect((await registerPhone(lying)).status).toBe(413);
    expect(
      (await deposit(post('/requests/deposit', { amount: '1'.repeat(20_000) }, { cookie: member }))).status,
    ).toBe(413);
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', 'phone=0812345678&phone=0899999999'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n0812345678\r\n--x--',
    ],
    ['text/plain (the no-preflight CSRF type)', 'text/plain', '{"phone":"0812345678"}'],
    ['a JSON look-alike type', 'application/jsonp', '{"phone":"0812345678"}'],
    ['no type at all', '', '{"phone":"0812345678"}'],
  ])('accepts only JSON: %s → 415, so duplicated form fields never get parsed', async (_name, type, body) => {
    const res = await registerPhone(post('/register/phone', body, { headers: { 'content-type': type } }));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: 'unsupported_media_type' });
  });

  it.each([
    ['an unknown key', '{"phone":"0812345678","age_confirmed":true,"role":"admin"}'],
    ['__proto__', '{"phone":"0812345678","age_confirmed":true,"__proto__":{"admin":true}}'],
    ['constructor', '{"phone":"0812345678","age_confirmed":true,"constructor":{"prototype":{"admin":true}}}'],
    ['prototype', '{"phone":"0812345678","age_confirmed":true,"prototype":{}}'],
    ['a top-level array', '[{"phone":"0812345678","age_confirmed":true}]'],
    ['malformed JSON', '{"phone":"0812345678"'],
  ])('refuses %s with 400 before anything reaches the upstream', async (_name, body) => {
    const res = await registerPhone(post('/register/phone', body));
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('names (bank account holder)', () => {
  it.each([
    ['zero-width space', 'สมชาย\u200Bใจดี'],
    ['zero-width joiner', 'สมชาย\u200Dใจดี'],
    ['right-to-left override', 'สมชาย \u202Eีดจใ'],
    ['left-to-right isolate', 'สมชาย \u2066ใจดี\u2069'],
    ['Arabic letter mark', 'สมชาย\u061C ใจดี'],
    ['byte-order mark inside', 'สมชาย\uFEFFใจดี'],
    ['soft hyphen', 'สม\u00ADชาย ใจดี'],
    ['a control character', 'สมชาย\u0007 ใจดี'],
  ])('refuses a name with a %s', async (_name, name) => {
    const res = await registerBank(
      post(
        '/register/bank-account',
        { bank: 'kbank', account_number: '1234567890', name },
        { cookie: member },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ name: ['nameInvalid'] });
  });
});

describe('amounts', () => {
  it.each([
    '',
    ' ',
    '1e3',
    '0x10',
    'Infinity',
    '-5',
    '+5',
    '0',
    '0.00',
    '10.123',
    '1,000',
    '๑๐๐',
    '１００',
    '100.',
    '.5',
    'NaN',
    '1_000',
    '99999999999999',
  ])('refuses the withdrawal amount %j', async (amount) => {
    const res = await withdraw(post('/requests/withdraw', { amount }, { cookie: member }));
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fieldErrors)).toEqual(['amount']);
  });

  it('refuses non-string amounts that would round silently', async () => {
    for (const amount of [100.123, 1e21, null, true, [], {}]) {
      const res = await deposit(post('/requests/deposit', { amount }, { cookie: member }));
      expect(res.status).toBe(400);
    }
  });

  it('turns "100.50" baht into 10,050 satang', async () => {
    const res = await deposit(post('/requests/deposit', { amount: '100.50' }, { cookie: member }));
    expect(res.status).toBe(200);
    expect((await res.json()).amountSatang).toBe(10_050);
  });
});
