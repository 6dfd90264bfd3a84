import { randomUUID } from 'node:crypto';
import * as logModule from '@/lib/log';
import { openSession } from '@/lib/session/session';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { POST as deposit } from '@/app/api/requests/deposit/route';
import { POST as cancelDeposit } from '@/app/api/requests/deposit/[id]/cancel/route';
import { POST as withdraw } from '@/app/api/requests/withdraw/route';
import { POST as registerPhone } from '@/app/api/register/phone/route';
import { POST as registerOtp } from '@/app/api/register/otp/route';
import { POST as registerPassword } from '@/app/api/register/password/route';
import { POST as registerBank } from '@/app/api/register/bank-account/route';
import { POST as resetStart } from '@/app/api/reset-password/start/route';
import { POST as resetOtp } from '@/app/api/reset-password/confirm-otp/route';
import { POST as resetPassword } from '@/app/api/reset-password/confirm-password/route';
import { bffRequest, sessionCookieOf, startLiveUpstream } from './live-upstream';

/*
 * docs/security.md: logs never carry a password, an OTP, an upstream token or the sealed cookie. The
 * site's real pino settings (lib/log.ts, redaction included) log into memory at the most
 * verbose level while a whole journey runs through the BFF; then every secret the journey
 * handled is looked for in what was written.
 */
jest.mock('@/lib/log', () => {
  const actual = jest.requireActual('@/lib/log');
  const pino = jest.requireActual('pino');
  const captured: string[] = [];
  const log = pino(
    { ...actual.logOptions, level: 'trace' },
    { write: (line: string) => captured.push(line) },
  );
  return { ...actual, log, captured };
});
const captured = (logModule as unknown as { captured: string[] }).captured;

let upstream: Awaited<ReturnType<typeof startLiveUpstream>>;
const consoleLines: string[] = [];
beforeAll(async () => {
  // A real SMS code for registration, as an operator without the bypass sends (docs/architecture.md §8).
  upstream = await startLiveUpstream({ otpBypass: false });
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')));
});
afterAll(async () => {
  jest.restoreAllMocks();
  await upstream.stop();
});

async function lastSmsCode(phone: string): Promise<string> {
  const sms = await upstream.api.db
    .selectFrom('sms_outbox')
    .select('message')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(sms.message)?.[1];
  if (!code) throw new Error(`no code in ${sms.message}`);
  return code;
}

const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

it('a full journey (login, profile, deposit, withdraw, register with OTP, reset with OTP) leaves no secret in the logs', async () => {
  const secrets: Record<string, string> = {};
  const post = (path: string, body: unknown, cookie?: string) =>
    bffRequest(path, { body, cookie, headers: { 'idempotency-key': randomUUID() } });

  // Sign-in, with one wrong password first so the failure path logs too.
  expect((await login(post('/login', { phone: '0812345678', password: 'Wrong9876' }))).status).toBe(401);
  secrets.wrongPassword = 'Wrong9876';
  const signedIn = await login(post('/login', { phone: '0812345678', password: 'Demo1234' }));
  expect(signedIn.status).toBe(200);
  secrets.password = 'Demo1234';
  const member = sessionCookieOf(signedIn);
  secrets.memberCookie = valueOf(member);
  secrets.memberToken = (await openSession(valueOf(member))).token!;

  expect((await profile(bffRequest('/customers/profile', { cookie: member }))).status).toBe(200);
  const deposited = await deposit(post('/requests/deposit', { amount: '100.00' }, member));
  expect(deposited.status).toBe(200);
  // One pending request at a time (spec §4): the deposit is cancelled before the withdrawal.
  const { id } = (await deposited.json()) as { id: string };
  const cancelled = await cancelDeposit(post(`/requests/deposit/${id}/cancel`, {}, member), {
    params: Promise.resolve({ id: String(id) }),
  });
  expect(cancelled.status).toBe(200);
  expect((await withdraw(post('/requests/withdraw', { amount: '50.00' }, member))).status).toBe(200);
  expect((await logout(post('/logout', {}, member))).status).toBe(200);

  // Registration with a real SMS code.
  const phone = '0861239876';
  const started = await registerPhone(post('/register/phone', { phone, age_confirmed: true }));
  expect(await started.json()).toMatchObject({ next: 'otp' });
  secrets.registerOtp = await lastSmsCode(phone);
  const verified = await registerOtp(
    post('/register/otp', { otp: secrets.registerOtp }, sessionCookieOf(started)),
  );
  expect(verified.status).toBe(200);
  const registering = sessionCookieOf(verified);
  secrets.registerCookie = valueOf(registering);
  secrets.registerToken = (await openSession(valueOf(registering))).registerToken!;
  const passwordSet = await registerPassword(
    post('/register/password', { password: 'NewPass12', password_confirmation: 'NewPass12' }, registering),
  );
  expect(passwordSet.status).toBe(200);
  secrets.newPassword = 'NewPass12';
  const newMember = sessionCookieOf(passwordSet);
  secrets.newMemberToken = (await openSession(valueOf(newMember))).token!;
  const bank = await registerBank(
    post(
      '/register/bank-account',
      { bank: 'kbank', account_number: '1234509876', name: 'ทดสอบ ระบบ' },
      newMember,
    ),
  );
  expect(bank.status).toBe(200);

  // Password reset with the SMS code.
  const resetting = await resetStart(post('/reset-password/start', { phone: '0898765432' }));
  expect(resetting.status).toBe(200);
  const resetCookie = sessionCookieOf(resetting);
  secrets.resetToken = (await openSession(valueOf(resetCookie))).resetToken!;
  secrets.resetOtp = await lastSmsCode('0898765432');
  const otpOk = await resetOtp(post('/reset-password/confirm-otp', { otp: secrets.resetOtp }, resetCookie));
  expect(otpOk.status).toBe(200);
  secrets.resetCookie = valueOf(sessionCookieOf(otpOk));
  const done = await resetPassword(
    post(
      '/reset-password/confirm-password',
      { password: 'Reset1234', password_confirmation: 'Reset1234' },
      sessionCookieOf(otpOk),
    ),
  );
  expect(done.status).toBe(200);
  secrets.resetPassword = 'Reset1234';

  // The reference API's stand-in SMS gateway prints the codes it "sends": that is the upstream's
  // SMS channel, not a log of this site, so its lines are left out.
  const text = [...captured, ...consoleLines.filter((l) => !l.startsWith('[casino-api] SMS to '))].join('\n');
  // The capture works: every BFF call above wrote its request line.
  expect(captured.filter((l) => l.includes('"msg":"bff"')).length).toBeGreaterThanOrEqual(14);
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length).toBeGreaterThanOrEqual(4);
    const at = text.indexOf(secret);
    expect({ name, found: at >= 0 ? text.slice(Math.max(0, at - 200), at + 50) : null }).toEqual({
      name,
      found: null,
    });
  }
});
