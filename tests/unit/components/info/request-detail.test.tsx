import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HistoryTab } from '@/components/info/history-tab';
import { Dialog } from '@/components/ui/dialog';
import type { RequestView } from '@/lib/casino/profile-view';
import type { TimelineView } from '@/lib/casino/timeline-view';
import { mockBff, renderWithIntl } from '../../render';

/*
 * The history detail (casino-api/README.md, request timeline): a request's steps with their times —
 * made, taken into review, paid or refused with the staff's reason, or lapsed — and, from an upstream
 * without the timeline, the request's own status and dates without an error.
 */

const withdrawal: RequestView = {
  id: '12',
  type: 'withdraw',
  status: 'completed',
  amountSatang: 123_456,
  bonusSatang: 0,
  deletedCause: null,
  date: '2026-01-03 09:05:00',
};

const paid: TimelineView = {
  id: '12',
  type: 'withdraw',
  status: 'completed',
  amountSatang: 123_456,
  recorded: true,
  steps: [
    { kind: 'submitted', at: '2026-01-03 09:05:10', reason: null },
    { kind: 'review', at: '2026-01-03 09:08:00', reason: null },
    { kind: 'completed', at: '2026-01-03 09:17:30', reason: null },
  ],
};

function open(
  timeline: TimelineView | { status: number; json: unknown },
  request = withdrawal,
  locale: 'th' | 'en' = 'th',
) {
  const calls = mockBff({
    [`/requests/${request.id}/timeline`]: () => ('steps' in timeline ? { json: timeline } : timeline),
  });
  renderWithIntl(<HistoryTab requests={[request]} />, locale);
  return calls;
}

const steps = async () => {
  const list = await screen.findByRole('list', { name: 'ขั้นตอนของรายการ' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

describe('the history detail', () => {
  it('opens from the row and shows each step of a paid withdrawal with its time, and how long it took', async () => {
    const calls = open(paid);
    fireEvent.click(screen.getByRole('button', { name: 'ดูขั้นตอนรายการถอนเงิน 1,234.56 บาท' }));
    const dialog = screen.getByRole('dialog', { name: 'ขั้นตอนของรายการ' });
    expect(dialog).toHaveTextContent('ถอนเงิน 1,234.56 บาท');
    expect(await steps()).toEqual([
      'ส่งคำขอถอนเงิน3 ม.ค. 2569 09:05',
      'เจ้าหน้าที่รับเรื่องตรวจสอบ3 ม.ค. 2569 09:08',
      'โอนเงินเข้าบัญชีของคุณแล้ว3 ม.ค. 2569 09:17',
    ]);
    expect(within(dialog).getByText('ใช้เวลาทั้งหมด 12 นาที')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/requests/12/timeline']);
  });

  it("says a refusal once, with the staff's reason", async () => {
    open({
      ...paid,
      status: 'failed',
      steps: [
        { kind: 'submitted', at: '2026-01-03 09:05:10', reason: null },
        { kind: 'rejected', at: '2026-01-03 09:20:00', reason: 'บัญชีปลายทางไม่ถูกต้อง' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    expect(await steps()).toEqual([
      'ส่งคำขอถอนเงิน3 ม.ค. 2569 09:05',
      'เจ้าหน้าที่ปฏิเสธรายการ3 ม.ค. 2569 09:20เหตุผล: บัญชีปลายทางไม่ถูกต้อง',
    ]);
    expect(screen.getAllByText(/บัญชีปลายทางไม่ถูกต้อง/)).toHaveLength(1);
    expect(screen.queryByText(/ใช้เวลาทั้งหมด/)).not.toBeInTheDocument();
  });

  it('says a lapsed withdrawal went back to the credit, without repeating the upstream cause', async () => {
    open({
      ...paid,
      status: 'failed',
      steps: [
        { kind: 'submitted', at: '2026-01-03 09:05:10', reason: null },
        { kind: 'lapsed', at: '2026-01-03 09:35:10', reason: 'หมดเวลาทำรายการถอนเงิน คืนเงินเข้ากระเป๋าเรียบร้อย' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    expect(await steps()).toEqual([
      'ส่งคำขอถอนเงิน3 ม.ค. 2569 09:05',
      'หมดเวลา คืนเงินเข้าเครดิตแล้ว3 ม.ค. 2569 09:35',
    ]);
  });

  it('shows a pending withdrawal in review, and what comes next', async () => {
    open({ ...paid, status: 'pending', steps: paid.steps.slice(0, 2) });
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    expect(await steps()).toEqual([
      'ส่งคำขอถอนเงิน3 ม.ค. 2569 09:05',
      'เจ้าหน้าที่รับเรื่องตรวจสอบ3 ม.ค. 2569 09:08',
      'รอโอนเงินเข้าบัญชี',
    ]);
  });

  it('from an upstream without a timeline: the status and date of the request, no error', async () => {
    open({
      ...paid,
      recorded: false,
      steps: [
        { kind: 'submitted', at: '2026-01-03 09:05:10', reason: null },
        { kind: 'completed', at: null, reason: null },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    expect(await steps()).toEqual(['ส่งคำขอถอนเงิน3 ม.ค. 2569 09:05', 'โอนเงินเข้าบัญชีของคุณแล้ว']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/ใช้เวลา/)).not.toBeInTheDocument();
  });

  it('says when the steps cannot be loaded, and tries again', async () => {
    open({ status: 502, json: { code: 'upstream_unavailable' } });
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้ง');
    mockBff({ '/requests/12/timeline': () => ({ json: paid }) });
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await steps()).toHaveLength(3);
  });

  it('closes, back to the history', async () => {
    open(paid);
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    await steps();
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'ปิด' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('Escape closes the detail only, not the Information popup under it', async () => {
    mockBff({ '/requests/12/timeline': () => ({ json: paid }) });
    const closeInformation = jest.fn();
    renderWithIntl(
      <Dialog title="ข้อมูลบัญชี" closeLabel="ปิด" onClose={closeInformation}>
        <HistoryTab requests={[withdrawal]} />
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: /ดูขั้นตอน/ }));
    await steps();
    const detail = screen.getByRole('dialog', { name: 'ขั้นตอนของรายการ' });
    fireEvent(detail, new Event('cancel', { cancelable: true }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ขั้นตอนของรายการ' })).not.toBeInTheDocument(),
    );
    expect(closeInformation).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'ข้อมูลบัญชี' })).toBeInTheDocument();
  });

  it('speaks English on the English site', async () => {
    open(paid, withdrawal, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'View steps: Withdrawal of 1,234.56 baht' }));
    const list = await screen.findByRole('list', { name: 'Request steps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Withdrawal requested3 Jan 2026, 09:05',
      'Staff began reviewing it3 Jan 2026, 09:08',
      'Paid into your bank account3 Jan 2026, 09:17',
    ]);
    expect(screen.getByText('Took 12 minutes in all')).toBeInTheDocument();
  });
});
