import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DepositProcessPopup } from '@/components/wallet/deposit-process-popup';
import { watchRequest } from '@/lib/stores/wallet';
import { mockBff, renderWithIntl } from '../../render';

jest.mock('@/lib/hooks/use-member-hint', () => ({ useMemberHint: () => true }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const now = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const pending = { id: '41', type: 'deposit' as const, amountSatang: 50_000, createdAt: now, qrCode: null };
const profile = { phone: '0812345678', creditSatang: 0, completedRequests: [], toAccount: null };

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
});
