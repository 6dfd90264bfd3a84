import { act } from '@testing-library/react';
import { MoneyNews } from '@/components/layout/money-news';
import { notificationStore, resetNotifications } from '@/lib/stores/notifications';
import { resetNoticeMemory } from '@/lib/stores/notices';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));

/*
 * Money news on any page (docs/architecture.md §5): with a request pending and its popup closed, the
 * profile is read every 10 s while the tab is shown; when the request settles, the new notice is told
 * as a toast with the amount. Without the upstream's notices, the settled request itself is told.
 */

const pending = {
  id: '41',
  type: 'withdraw',
  amountSatang: 10_000,
  createdAt: '2026-11-27 10:00:00',
  qrCode: null,
  qrPayload: null,
};
const paid = {
  id: '41',
  type: 'withdraw',
  status: 'completed',
  amountSatang: 10_000,
  bonusSatang: 0,
  deletedCause: null,
  date: '2026-11-27 10:05:00',
};
const profileWith = (pendingRequest: unknown, completedRequests: unknown[]) => ({
  phone: '0812345678',
  creditSatang: 0,
  pendingRequest,
  completedRequests,
});
const paidNotice = {
  id: '7',
  kind: 'withdraw_paid',
  amountSatang: 10_000,
  bonusSatang: null,
  reason: null,
  requestId: '41',
  at: '2026-11-27 10:05:00',
  read: false,
};

let settled = false;
let hidden = false;
beforeEach(() => {
  jest.useFakeTimers();
  settled = false;
  hidden = false;
  resetNotifications();
  resetNoticeMemory();
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const toasts = () => notificationStore.get().toasts.map((t) => [t.type, t.message]);
const flush = () => act(async () => void (await jest.advanceTimersByTimeAsync(0)));

function mock(recorded: boolean) {
  return mockBff({
    '/customers/profile': () => ({
      json: settled ? profileWith(null, [paid]) : profileWith(pending, []),
    }),
    '/notices': () => ({
      json: recorded
        ? { recorded: true, unread: settled ? 1 : 0, items: settled ? [paidNotice] : [] }
        : { recorded: false, unread: 0, items: [] },
    }),
  });
}

it('tells a withdrawal paid while the member is on another page, within one 10 s poll', async () => {
  const calls = mock(true);
  renderWithIntl(<MoneyNews />);
  await flush();
  expect(toasts()).toEqual([]);
  settled = true;
  const before = calls.filter((c) => c.path === '/customers/profile').length;
  await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
  await flush();
  expect(calls.filter((c) => c.path === '/customers/profile').length).toBe(before + 1);
  expect(toasts()).toEqual([['success', 'ถอนเงินสำเร็จ: โอนเงิน 100.00 บาท เข้าบัญชีธนาคารของคุณแล้ว']]);
  // nothing is pending any more: no further reads
  const after = calls.length;
  await act(async () => void (await jest.advanceTimersByTimeAsync(30_000)));
  expect(calls.length).toBe(after);
});

it('does not poll while the tab is hidden, and reads at once when it is shown again', async () => {
  const calls = mock(true);
  renderWithIntl(<MoneyNews />);
  await flush();
  hidden = true;
  const before = calls.filter((c) => c.path === '/customers/profile').length;
  await act(async () => void (await jest.advanceTimersByTimeAsync(60_000)));
  expect(calls.filter((c) => c.path === '/customers/profile').length).toBe(before);
  settled = true;
  hidden = false;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
  });
  await flush();
  expect(toasts()).toEqual([['success', 'ถอนเงินสำเร็จ: โอนเงิน 100.00 บาท เข้าบัญชีธนาคารของคุณแล้ว']]);
});

it('polls nothing when nothing is pending', async () => {
  settled = true;
  const calls = mock(true);
  renderWithIntl(<MoneyNews />);
  await flush();
  const before = calls.length;
  await act(async () => void (await jest.advanceTimersByTimeAsync(60_000)));
  expect(calls.length).toBe(before);
});

it('tells the settled request itself when the upstream keeps no notices', async () => {
  mock(false);
  renderWithIntl(<MoneyNews />, 'en');
  await flush();
  settled = true;
  await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
  await flush();
  expect(toasts()).toEqual([['success', 'Withdrawal paid: 100.00 baht has been sent to your bank account.']]);
});
