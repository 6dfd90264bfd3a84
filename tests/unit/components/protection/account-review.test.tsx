import { act, fireEvent, screen } from '@testing-library/react';
import { AccountReview } from '@/components/protection/account-review';
import type { AccountReviewView } from '@/lib/protection/view';
import { popupStore } from '@/lib/stores/popup';
import { mockBff, renderWithIntl } from '../../render';

// docs/player-protection.md, periodic account review (UKGC LCCP 2025-2026): shown when the upstream says it
// is due, with the period's figures; closing it records the dismissal and the chosen interval.
const reviewOf = (overrides: Partial<AccountReviewView> = {}): AccountReviewView => ({
  due: true,
  everyMonths: 6,
  from: '2026-05-28 10:15:00',
  to: '2026-11-28 11:00:00',
  totals: { depositsSatang: 150_000, withdrawalsSatang: 20_050, netSatang: -129_950 },
  limitPromptDue: false,
  ...overrides,
});

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('AccountReview', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
    popupStore.set({ mode: null, tab: 0 });
  });

  it('shows the period’s deposits, withdrawals and net, and records the dismissal with the chosen interval', async () => {
    const calls = mockBff({
      '/protection/account-review': (body) => ({ json: body ? { success: true, msg: null } : reviewOf() }),
    });
    renderWithIntl(<AccountReview />);
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'สรุปบัญชีของคุณ' });
    expect(dialog).toHaveTextContent('ตั้งแต่ 28 พ.ค. 2569 ถึง 28 พ.ย. 2569');
    expect(dialog).toHaveTextContent('ยอดฝาก1,500.00 บาท');
    expect(dialog).toHaveTextContent('ยอดถอน200.50 บาท');
    expect(dialog).toHaveTextContent('สุทธิ (ถอน − ฝาก)−1,299.50 บาท');
    expect(screen.queryByText(/ยังไม่ได้ตั้งวงเงินฝาก/)).toBeNull();

    fireEvent.change(screen.getByLabelText('แสดงสรุปนี้ทุก'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'รับทราบ' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.body)).toEqual([
      { path: '/protection/account-review', body: { every_months: 3 } },
    ]);
  });

  it('leads to the limits or the statement, recording the dismissal on the way', async () => {
    const calls = mockBff({
      '/protection/account-review': (body) => ({ json: body ? { success: true, msg: null } : reviewOf() }),
    });
    renderWithIntl(<AccountReview />, 'en');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Full statement' }));
    await flush();
    expect(popupStore.get().mode).toBe('Statement');
    expect(calls.filter((c) => c.body)).toEqual([
      { path: '/protection/account-review', body: { every_months: 6 } },
    ]);
  });

  it('asks a member with no deposit limit to set one, alone when the review is not due', async () => {
    mockBff({
      '/protection/account-review': (body) => ({
        json: body ? { success: true, msg: null } : reviewOf({ due: false, limitPromptDue: true }),
      }),
    });
    renderWithIntl(<AccountReview />, 'en');
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Deposit limits' });
    expect(dialog).toHaveTextContent('You have no deposit limit.');
    expect(dialog).not.toHaveTextContent('Withdrawals');
    fireEvent.click(screen.getByRole('button', { name: 'Set deposit limits' }));
    await flush();
    expect(popupStore.get().mode).toBe('Protection');
  });

  it('stays closed when nothing is due, and when the upstream has no review', async () => {
    mockBff({ '/protection/account-review': () => ({ json: reviewOf({ due: false }) }) });
    const { unmount } = renderWithIntl(<AccountReview />);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    mockBff({ '/protection/account-review': () => ({ json: null }) });
    renderWithIntl(<AccountReview />);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
