import { fireEvent, screen, within } from '@testing-library/react';
import { HistoryTab } from '@/components/info/history-tab';
import type { RequestView } from '@/lib/casino/profile-view';
import { popupStore } from '@/lib/stores/popup';
import { renderWithIntl } from '../../render';

// Spec §2 Information tab 2: type, amount, bonus, status, date; an empty-list message.
const requests: RequestView[] = [
  {
    id: '11',
    type: 'deposit',
    status: 'completed',
    amountSatang: 50_000,
    bonusSatang: 5_000,
    deletedCause: null,
    date: '2026-01-02 10:15:00',
  },
  {
    id: '12',
    type: 'withdraw',
    status: 'cancelled',
    amountSatang: 123_456,
    bonusSatang: 0,
    deletedCause: 'บัญชีปลายทางไม่ถูกต้อง',
    date: '2026-01-03 09:05:00',
  },
];

describe('HistoryTab', () => {
  it('lists each settled request with translated type and status, money and date', () => {
    renderWithIntl(<HistoryTab requests={requests} />);
    const table = screen.getByRole('table', { name: 'ประวัติการฝาก-ถอน' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ประเภท', 'จำนวนเงิน', 'โบนัส', 'สถานะ', 'วันที่', 'รายละเอียด']);
    const [, deposit, withdraw] = within(table).getAllByRole('row');
    expect(
      within(deposit!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ฝากเงิน', '500.00', '50.00', 'สำเร็จ', '2 ม.ค. 2569 10:15', 'ดูขั้นตอน']);
    expect(
      within(withdraw!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ถอนเงิน', '1,234.56', '-', 'ไม่สำเร็จบัญชีปลายทางไม่ถูกต้อง', '3 ม.ค. 2569 09:05', 'ดูขั้นตอน']);
    expect(within(withdraw!).getByText('บัญชีปลายทางไม่ถูกต้อง')).toBeInTheDocument();
  });

  it('labels every cell with its column for the phone card layout', () => {
    renderWithIntl(<HistoryTab requests={requests} />);
    const cells = screen.getAllByRole('cell');
    expect(cells.slice(0, 6).map((c) => c.getAttribute('data-label'))).toEqual([
      'ประเภท',
      'จำนวนเงิน',
      'โบนัส',
      'สถานะ',
      'วันที่',
      'รายละเอียด',
    ]);
  });

  it('says there are no requests yet', () => {
    renderWithIntl(<HistoryTab requests={[]} />);
    expect(screen.getByText('- ไม่พบรายการฝาก-ถอน -')).toBeInTheDocument();
  });

  it('speaks English on the English site', () => {
    renderWithIntl(<HistoryTab requests={requests} />, 'en');
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByText('Unsuccessful')).toBeInTheDocument();
  });
});

// docs/player-protection.md: from the account's history to the statement (lifetime figures, 12 months, CSV).
describe('HistoryTab statement link', () => {
  it('opens the statement popup', () => {
    renderWithIntl(<HistoryTab requests={requests} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'ดูยอดฝาก-ถอนทั้งหมด และประวัติย้อนหลัง 12 เดือน (ดาวน์โหลด CSV ได้)' }),
    );
    expect(popupStore.get().mode).toBe('Statement');
  });
});
