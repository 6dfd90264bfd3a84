import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ActivitiesTab } from '@/components/info/activities-tab';
import { WithdrawPopup } from '@/components/wallet/withdraw-popup';
import { openPopup, popupStore } from '@/lib/stores/popup';
import { resetNotifications } from '@/lib/stores/notifications';
import { renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';

/*
 * docs/security.md: a money submit whose answer was lost (the BFF timed out or the upstream was down) is
 * shown as "processing, check your history", and a retry carries the same Idempotency-Key, so the
 * upstream answers the first attempt instead of paying twice. A definite answer ends the key.
 */

type Answer = { status: number; json: unknown };
let sent: Array<{ path: string; key: string | null; body: unknown }>;

function mockFetch(answers: Record<string, Answer[]>) {
  sent = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/lobby\/api/, '');
    const headers = new Headers(init?.headers);
    sent.push({
      path,
      key: headers.get('idempotency-key'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const queue = answers[path];
    const answer =
      path === '/customers/profile'
        ? // no running promotion: unmet turnover would stop the withdrawal before it is sent
          { status: 200, json: profileOf({ currentPromotion: null }) }
        : (queue?.shift() ?? { status: 404, json: { code: 'not_found' } });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.json } as Response;
  }) as typeof fetch;
}

const posts = (path: string) => sent.filter((s) => s.path === path);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const timeout = { status: 504, json: { code: 'upstream_timeout' } };
const pending = { status: 200, json: { id: '41', amountSatang: 50_000, createdAt: '2026-11-22 14:05:00' } };

beforeEach(() => {
  resetNotifications();
  document.cookie = 'lobby_member=1';
  openPopup('Withdraw');
});

describe('withdraw after a timeout', () => {
  it('shows processing with a history link, and the retry reuses the key', async () => {
    mockFetch({ '/requests/withdraw': [timeout, pending] });
    renderWithIntl(<WithdrawPopup />);
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการถอน/);
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('รายการกำลังดำเนินการ');
    expect(notice).toHaveTextContent('กรุณาตรวจสอบประวัติการทำรายการก่อนทำรายการใหม่');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts('/requests/withdraw')).toHaveLength(1);
    const [first] = posts('/requests/withdraw');
    expect(first!.key).toMatch(UUID);

    fireEvent.click(screen.getByRole('button', { name: 'ลองส่งรายการเดิมอีกครั้ง' }));
    await waitFor(() => expect(popupStore.get().mode).toBe('WithdrawProcess'));
    expect(posts('/requests/withdraw').map((p) => p.key)).toEqual([first!.key, first!.key]);
  });

  it('opens the history from the notice', async () => {
    mockFetch({ '/requests/withdraw': [timeout] });
    renderWithIntl(<WithdrawPopup />);
    fireEvent.change(await screen.findByLabelText(/จำนวนเงินที่ต้องการถอน/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ดูประวัติการทำรายการ' }));
    expect(popupStore.get()).toMatchObject({ mode: 'InformationTab', tab: 1 });
  });

  it('uses a new key for a new amount, and after a definite refusal', async () => {
    const refused = {
      status: 400,
      json: { code: 'validation', fieldErrors: { amount: ['ยอดเงินในบัญชีไม่เพียงพอ'] } },
    };
    mockFetch({ '/requests/withdraw': [timeout, refused, refused] });
    renderWithIntl(<WithdrawPopup />);
    const amount = await screen.findByLabelText(/จำนวนเงินที่ต้องการถอน/);
    const submit = screen.getByRole('button', { name: 'ถอนเงิน' });
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(submit);
    await screen.findByRole('status');
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(submit);
    // the refusal is the amount's: said under the field
    await waitFor(() => expect(amount).toHaveAccessibleDescription('ยอดเงินในบัญชีไม่เพียงพอ'));
    // the member sends the very same amount again: a new attempt, so a new key
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.change(amount, { target: { value: '600' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(posts('/requests/withdraw')).toHaveLength(3));
    const keys = posts('/requests/withdraw').map((p) => p.key);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('bonus claim after an upstream failure', () => {
  it('says processing, and tapping again sends the same key', async () => {
    mockFetch({
      '/customers/get-bonus/7': [
        { status: 502, json: { code: 'upstream_unavailable' } },
        { status: 200, json: { success: true, msg: null } },
      ],
    });
    renderWithIntl(
      <ActivitiesTab events={[{ id: '7', name: 'ฝากครั้งแรกรับเพิ่ม', bonusSatang: 5_000, activated: false }]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' }));
    await waitFor(() => expect(posts('/customers/get-bonus/7')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'รับโบนัส ฝากครั้งแรกรับเพิ่ม' }));
    await waitFor(() => expect(posts('/customers/get-bonus/7')).toHaveLength(2));
    const [a, b] = posts('/customers/get-bonus/7');
    expect(a!.key).toMatch(UUID);
    expect(b!.key).toBe(a!.key);
  });
});
