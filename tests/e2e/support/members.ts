import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_PATH, CASINO_API_URL, SITE_ORIGIN } from './servers';

/*
 * New players for journeys that change a member: every run and project gets its own phone and
 * account number, so reruns against the same data never collide and the shared demo member's
 * password stays what other tests expect.
 */

const DEMO_PHONE = '0812345678';

/** A phone the upstream accepts (^0[689]\d{8}$) that nobody has registered yet. */
export function freshPhone(): string {
  for (;;) {
    const phone = `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (phone !== DEMO_PHONE) return phone;
  }
}

/** A 10-digit account number (SCB and most Thai banks use 10). */
export function freshAccountNumber(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A new password that meets spec §5's hints: 8-15 characters, lower, upper and a digit. */
export function freshPassword(prefix = 'Pass'): string {
  return `${prefix}${randomInt(10_000, 100_000)}a`;
}

/**
 * Arrange step for journeys about an existing member (the reset journey): registers one straight
 * at the reference Casino API, as the register popups would through the site, with the bypassed
 * OTP the demo operator allows (spec §4).
 */
export async function registerMemberViaApi(
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<void> {
  const started = await request.post(`${CASINO_API_URL}/register/phone`, {
    form: { phone, no_otp: '1', age_confirmed: '1' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const otp = await request.post(`${CASINO_API_URL}/register/otp`, {
    data: { phone, otp: '0000', bypass: true },
  });
  expect(otp.status(), await otp.text()).toBe(200);
  const { access_token } = (await otp.json()) as { access_token: string };
  const set = await request.post(`${CASINO_API_URL}/register/password`, {
    headers: { authorization: `Bearer ${access_token}` },
    form: { password, password_confirmation: password },
  });
  expect(set.status(), await set.text()).toBe(200);
}

/** A member's own referral key (spec §3 referral info), the id a friend's referral link carries. */
export async function referralKeyOf(
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<string> {
  const login = await request.post(`${CASINO_API_URL}/login`, { form: { phone, password } });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await request.get(`${CASINO_API_URL}/customers/referral`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const key = ((await res.json()) as { customer: { referral_key: string } }).customer.referral_key;
  expect(key).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  return key;
}

export interface BrowserMember {
  phone: string;
  password: string;
  /** A bank code as the register popup sends it ('scb'). */
  bank: string;
  accountNumber: string;
  accountName: string;
}

/**
 * Arrange step for member journeys: signs up a new member through the site's own register calls
 * (the BFF behind the Register popups: phone with the bypassed OTP, password, bank account), from
 * the page, so the browser ends up logged in as that member. The page must already be on the site.
 */
export async function registerMemberInBrowser(page: Page, member: BrowserMember): Promise<void> {
  const steps: Array<[string, Record<string, string | boolean>]> = [
    // the legal-age box a player ticks on step 1 (docs/player-protection.md)
    ['/register/phone', { phone: member.phone, age_confirmed: true }],
    ['/register/password', { password: member.password, password_confirmation: member.password }],
    [
      '/register/bank-account',
      { bank: member.bank, account_number: member.accountNumber, name: member.accountName },
    ],
  ];
  for (const [path, body] of steps) {
    const answer = await page.evaluate(
      async ([url, data]) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
          credentials: 'same-origin',
        });
        return { status: res.status, text: await res.text() };
      },
      [`${BASE_PATH}/api${path}`, body] as const,
    );
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  }
}

/** Signs the page's browser in through the BFF, as the login form would, for tests about what comes after. */
export async function signInViaApi(page: Page, phone: string, password: string): Promise<void> {
  const login = await page.request.post(`${BASE_PATH}/api/login`, {
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    data: { phone, password },
  });
  expect(login.status(), 'login through the BFF').toBe(200);
}
