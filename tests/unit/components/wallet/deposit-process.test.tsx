import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DepositProcessPopup } from '@/components/wallet/deposit-process-popup';
import { notificationStore, resetNotifications } from '@/lib/stores/notifications';
import { watchRequest } from '@/lib/stores/wallet';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const now = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const pending = { id: '41', type: 'deposit' as const, amountSatang: 50_000, createdAt: now, qrCode: null };
const profile = { phone: '0812345678', creditSatang: 0, completedRequests: [], toAccount: null };

beforeEach(() => resetNotifications());
afterEach(() => act(() => watchRequest(null)));

it('asks once before cancelling a pending deposit, and keeping it changes nothing', async () => {
  const calls = mockBff({
    '/customers/profile': () => ({ json: profile }),
    '/requests/deposit/41/cancel': () => ({ json: { errors: [] } }),
  });
  act(() => watchRequest(pending));
  renderWithIntl(<DepositProcessPopup />);
  fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกรายการ' }));
  expect(screen.getByText(/ยกเลิกรายการฝากนี้\?/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'ไม่ยกเลิก' }));
  expect(calls.filter((c) => c.path.endsWith('/cancel'))).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกรายการ' }));
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยันยกเลิกรายการ' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/requests/deposit/41/cancel')).toHaveLength(1));
  // every state change says so: what was cancelled, in money
  await waitFor(() =>
    expect(notificationStore.get().toasts.map((t) => t.message)).toContain('ยกเลิกรายการฝาก 500.00 บาทแล้ว'),
  );
});

it('tells the bonus added and the turnover now required when the deposit has gone through', async () => {
  const done = {
    ...profile,
    creditSatang: 110_000,
    completedRequests: [
      {
        id: '41',
        type: 'deposit',
        status: 'completed',
        amountSatang: 50_000,
        bonusSatang: 10_000,
        deletedCause: null,
      },
    ],
    currentPromotion: {
      name: 'รับฟรี 100 บาท',
      turnoverSatang: 0,
      turnoverNeededSatang: 600_000,
      updatedAt: null,
    },
  };
  mockBff({ '/customers/profile': () => ({ json: done }) });
  act(() => watchRequest(pending));
  renderWithIntl(<DepositProcessPopup />);
  fireEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
  await waitFor(() => expect(notificationStore.get().dialog).not.toBeNull());
  expect(notificationStore.get().dialog).toEqual({
    type: 'success',
    message:
      'คุณทำการฝากเงินจำนวน 500.00 บาท เรียบร้อยแล้ว เครดิตคงเหลือ 1,100.00 บาท\n' +
      '+100.00 โบนัส · ต้องทำเทิร์น 6,000.00 บาทก่อนถอน',
  });
});

it('adds no promotion line to a deposit without one', async () => {
  const done = {
    ...profile,
    creditSatang: 50_000,
    completedRequests: [
      {
        id: '41',
        type: 'deposit',
        status: 'completed',
        amountSatang: 50_000,
        bonusSatang: 0,
        deletedCause: null,
      },
    ],
    currentPromotion: null,
  };
  mockBff({ '/customers/profile': () => ({ json: done }) });
  act(() => watchRequest(pending));
  renderWithIntl(<DepositProcessPopup />);
  fireEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
  await waitFor(() =>
    expect(notificationStore.get().dialog?.message).toBe(
      'คุณทำการฝากเงินจำนวน 500.00 บาท เรียบร้อยแล้ว เครดิตคงเหลือ 500.00 บาท',
    ),
  );
});

it('says a refused cancel once, in the confirmation, with no notification', async () => {
  mockBff({
    '/customers/profile': () => ({ json: profile }),
    '/requests/deposit/41/cancel': () => ({ json: { errors: ['ไม่พบรายการ'] } }),
  });
  act(() => watchRequest(pending));
  renderWithIntl(<DepositProcessPopup />);
  fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกรายการ' }));
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยันยกเลิกรายการ' }));
  const confirm = screen.getByRole('group', { name: 'ยืนยันการยกเลิก' });
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('ไม่พบรายการ');
  expect(screen.getAllByText('ไม่พบรายการ')).toHaveLength(1);
  expect(notificationStore.get().toasts).toEqual([]);
});
