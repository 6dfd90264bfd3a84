import { expect, type APIRequestContext } from '@playwright/test';
import { OPERATOR_KEY, OPERATOR_URL } from './servers';

/*
 * What staff do through the reference API's operator API: read the SMS outbox (the OTP a player
 * would receive on their phone) and post or remove site announcements.
 */

const headers = { 'X-Operator-Key': OPERATOR_KEY };

interface SmsRow {
  id: number;
  phone: string;
  message: string;
  created_at: string;
}

/** The code in the newest SMS sent to this phone, e.g. 'รหัส OTP ของคุณคือ 123456 ใช้ได้ภายใน 5 นาที'. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${OPERATOR_URL}/sms-outbox`, { headers, params: { phone } });
        expect(res.status(), 'operator API answers').toBe(200);
        const { data } = (await res.json()) as { data: SmsRow[] };
        // newest first (ORDER BY id DESC)
        code = /\b(\d{6})\b/.exec(data[0]?.message ?? '')?.[1];
        return code;
      },
      { message: `an OTP SMS for ${phone} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Every SMS text sent to this phone, newest first. */
export async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`${OPERATOR_URL}/sms-outbox`, { headers, params: { phone } });
  expect(res.status(), 'operator API answers').toBe(200);
  return ((await res.json()) as { data: SmsRow[] }).data.map((s) => s.message);
}

export interface NewAnnouncement {
  content: string;
  active: 1 | 2;
  img?: string;
  /** The API lists announcements by sort, then id; the seeded one has sort 1. */
  sort?: number;
}

export async function createAnnouncement(
  request: APIRequestContext,
  announcement: NewAnnouncement,
): Promise<number> {
  const res = await request.post(`${OPERATOR_URL}/announcements`, { headers, data: announcement });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function deleteAnnouncement(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.delete(`${OPERATOR_URL}/announcements/${id}`, { headers });
  expect(res.status()).toBe(200);
}

/** A request waiting for staff, as GET /operator/requests lists it (amounts in baht, '500.00'). */
export interface PendingRequest {
  id: number;
  phone: string;
  type: 'deposit' | 'withdraw';
  status: string;
  amount: string;
  bonus: string;
  created_at: string;
}

/** Waits for this member's pending request of this type, as staff see it in their list. */
export async function pendingRequestOf(
  request: APIRequestContext,
  phone: string,
  type: PendingRequest['type'],
): Promise<PendingRequest> {
  let found: PendingRequest | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${OPERATOR_URL}/requests`, { headers });
        expect(res.status(), 'operator API answers').toBe(200);
        found = ((await res.json()) as { data: PendingRequest[] }).data.find(
          (r) => r.phone === phone && r.type === type,
        );
        return found?.id;
      },
      { message: `a pending ${type} of ${phone} in the staff list` },
    )
    .toBeTruthy();
  return found!;
}

/** Staff take a pending request into review: the member's history detail shows it from then on. */
export async function reviewRequest(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.post(`${OPERATOR_URL}/requests/${id}/review`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('in_review');
}

/** Staff approve a pending deposit (credited with its bonus) or withdrawal (paid out). */
export async function approveRequest(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.post(`${OPERATOR_URL}/requests/${id}/approve`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('approved');
}

/**
 * Rounds the demo game provider reports for a member (bet and win in baht): the bets count toward
 * the turnover of the member's promotion, the wins come back to the wallet.
 */
export async function recordRound(
  request: APIRequestContext,
  phone: string,
  bet: string,
  win: string,
): Promise<string> {
  const res = await request.post(`${OPERATOR_URL}/rounds`, { headers, data: { phone, bet, win } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { credit: string }).credit;
}
