import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POST as resetResend } from '@/app/api/reset-password/resend/route';
import { POST as resetStart } from '@/app/api/reset-password/start/route';
import { startCasinoApi, type CasinoApi } from '@/casino-api/start';
import { bffRequest, sessionCookieOf } from './live-upstream';

/*
 * The OTP step's "new code" (casino-api/README.md, "OTP reference and resend") through the BFF against
 * the reference Casino API: refused before the countdown ends, a new code with a new reference after it,
 * delivered by SMS. The site's clock and the API's are one injected clock, moved by the test.
 */

let now = Date.parse('2026-11-28T05:00:00Z');
let api: CasinoApi;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bff-otp-'));
  api = await startCasinoApi({ port: 0, dataDir, log: () => undefined, clock: () => new Date(now) });
  process.env.CASINO_API_URL = api.url;
  process.env.SESSION_SECRET = 'integration-test-secret-of-at-least-32-chars';
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const smsTo = (phone: string) =>
  api.db.selectFrom('sms_outbox').select('message').where('phone', '=', phone).orderBy('id', 'asc').execute();

it('refuses a new reset code before the countdown, then sends one with a new reference after it', async () => {
  const phone = '0812345678';
  const started = await resetStart(bffRequest('/reset-password/start', { body: { phone } }));
  expect(started.status).toBe(200);
  const first = (await started.json()) as { otp: { ref: string; resendInSeconds: number } };
  expect(first.otp.ref).toMatch(/^[A-Z0-9]{4}$/);
  expect(first.otp.resendInSeconds).toBe(60);
  const cookie = sessionCookieOf(started);

  now += 30_000;
  const early = await resetResend(bffRequest('/reset-password/resend', { body: {}, cookie }));
  expect(early.status).toBe(400);
  expect(await early.json()).toMatchObject({ fieldErrors: { otp: ['otpResendEarly'] } });
  expect(await smsTo(phone)).toHaveLength(1);

  now += 31_000;
  const again = await resetResend(bffRequest('/reset-password/resend', { body: {}, cookie }));
  expect(again.status).toBe(200);
  const second = (await again.json()) as { otp: { ref: string } };
  expect(second.otp.ref).toMatch(/^[A-Z0-9]{4}$/);
  expect(second.otp.ref).not.toBe(first.otp.ref);
  const sms = await smsTo(phone);
  expect(sms).toHaveLength(2);
  // the SMS carries the reference the step shows, so the player knows which code is the live one
  expect(sms[1]!.message).toContain(`(Ref: ${second.otp.ref})`);
});

it('refuses a resend with no reset under way, in words the step can show', async () => {
  const res = await resetResend(bffRequest('/reset-password/resend', { body: {} }));
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ fieldErrors: { error: ['resetExpired'] } });
});
