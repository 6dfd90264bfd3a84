import { cleanup, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InformationPopup } from '@/components/info/information-popup';
import { bangkokToday, formatDate } from '@/lib/dates';
import { Toaster } from '@/components/ui/toaster';
import { resetNotifications } from '@/lib/stores/notifications';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf, referralOf } from './fixtures';
import { dayPicker, pickDay, pickedDay } from '../ui/pick-day';

// Spec §2 Information tab 4, §3 referral info, §4 Bonus withdraw, §5 date search, §8/§9 referral rules.
const today = bangkokToday();
type Route = () => { status?: number; json: unknown };

function setup(routes: Record<string, Route> = {}) {
  const calls = mockBff({
    '/customers/profile': () => ({ json: profileOf() }),
    [`/customers/referral?date=${today}`]: () => ({ json: referralOf() }),
    ...routes,
  });
  renderWithIntl(
    <>
      <InformationPopup initialTab={3} onClose={jest.fn()} contactUrl="#" />
      <Toaster />
    </>,
  );
  return calls;
}

beforeEach(() => {
  resetNotifications();
  document.cookie = 'lobby_member=1';
});

describe('ReferralTab', () => {
  it("shows the member's referral link with a copy button", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    const link = await screen.findByLabelText('ลิงก์แนะนำเพื่อน');
    // Shown whole as text (it wraps on a phone), not in a field that cuts it off.
    expect(link).toHaveTextContent('http://localhost/lobby/ref?id=REF123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'คัดลอกลิงก์แนะนำเพื่อน' })));
    expect(writeText).toHaveBeenCalledWith('http://localhost/lobby/ref?id=REF123');
    expect(screen.getByText('คัดลอกเรียบร้อย')).toBeInTheDocument();
  });

  it("uses the upstream's referral prefix when the site info gives one (spec §3)", async () => {
    setup({
      [`/customers/referral?date=${today}`]: () => ({
        json: referralOf({ referralLink: 'https://play.example.com/lobby/ref?id=REF123' }),
      }),
    });
    const link = await screen.findByLabelText('ลิงก์แนะนำเพื่อน');
    expect(link).toHaveTextContent('https://play.example.com/lobby/ref?id=REF123');
  });

  it('shows the bonus percent of levels 1-3, the minimum withdraw, totals and the Friday note', async () => {
    setup();
    await screen.findByLabelText('ลิงก์แนะนำเพื่อน');
    const levels = screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('ชั้นที่'));
    expect(levels.map((li) => li.textContent)).toEqual(['ชั้นที่ 15%', 'ชั้นที่ 23%', 'ชั้นที่ 31%']);
    const fact = (label: string) => screen.getByText(label).nextElementSibling;
    expect(fact('ถอนโบนัสขั้นต่ำ')).toHaveTextContent('100.00');
    expect(fact('โบนัสคงเหลือ')).toHaveTextContent('150.00');
    expect(screen.getByText('ยอดรวมจะสรุปทุกวันศุกร์ หลังเวลาเที่ยงคืน')).toBeInTheDocument();
  });

  it('shows 0.0 for totals that are not positive (spec §9)', async () => {
    setup();
    await screen.findByLabelText('ลิงก์แนะนำเพื่อน');
    expect(screen.getByText('โบนัสทั้งหมด').nextElementSibling).toHaveTextContent(/^0\.0$/);
    expect(screen.getByText(`ยอดรวมวันที่ ${formatDate(today, 'th')}`).nextElementSibling).toHaveTextContent(
      /^0\.0$/,
    );
  });

  it('shows positive totals as money', async () => {
    setup({
      [`/customers/referral?date=${today}`]: () => ({
        json: referralOf({ totalSatang: 123_400, winLoseTotalSatang: 98_765 }),
      }),
    });
    await screen.findByLabelText('ลิงก์แนะนำเพื่อน');
    expect(screen.getByText('โบนัสทั้งหมด').nextElementSibling).toHaveTextContent('1,234.00');
    expect(screen.getByText(/^ยอดรวมวันที่/).nextElementSibling).toHaveTextContent('987.65');
  });

  it('lists direct friends and levels 1 to 3 in tables', async () => {
    setup();
    const friends = await screen.findByRole('table', { name: 'เพื่อนที่แนะนำโดยตรง' });
    expect(within(friends).getAllByRole('row')[1]!.textContent).toBe(
      '2 ม.ค. 2569 10:000861113333' + '1,000.00',
    );
    expect(
      within(screen.getByRole('table', { name: 'เพื่อนชั้นที่ 1' })).getByText('0861114444'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'เพื่อนชั้นที่ 1' })).getByText('3 ม.ค. 2569'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'เพื่อนชั้นที่ 2' })).getByText('- ไม่พบข้อมูล -'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'เพื่อนชั้นที่ 3' })).getByText('- ไม่พบข้อมูล -'),
    ).toBeInTheDocument();
  });

  it('searches the day the member picks, today to begin with (spec §5)', async () => {
    const calls = setup({
      '/customers/referral?date=2026-01-02': () => ({
        json: referralOf({ winLoseTotalSatang: 4_200, friends: [] }),
      }),
    });
    await screen.findByRole('group', { name: 'วันที่' });
    expect(pickedDay('วันที่')).toBe(today);
    const referralCalls = () =>
      calls.filter((c) => c.path.startsWith('/customers/referral')).map((c) => c.path);
    expect(referralCalls()).toEqual([`/customers/referral?date=${today}`]);
    // no day after today is offered: its figures cannot exist yet
    const days = within(dayPicker('วันที่')).getByRole('combobox', { name: 'วัน' });
    expect(within(days).getAllByRole('option').at(-1)).toHaveValue(String(Number(today.slice(8))));

    pickDay('วันที่', '2026-01-02');
    expect(pickedDay('วันที่')).toBe('2026-01-02');
    expect(referralCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(referralCalls()).toContain('/customers/referral?date=2026-01-02'));
    expect(await screen.findByText('ยอดรวมวันที่ 2 ม.ค. 2569')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('ยอดรวมวันที่ 2 ม.ค. 2569').nextElementSibling).toHaveTextContent('42.00'),
    );
  });

  it('withdraws the bonus with a spinner, a dialog and a profile refresh', async () => {
    const calls = setup({ '/customers/get-referral-bonus': () => ({ json: { success: true, msg: null } }) });
    const withdraw = await screen.findByRole('button', { name: 'ถอนโบนัส' });
    const profileCalls = () => calls.filter((c) => c.path === '/customers/profile').length;
    const before = profileCalls();
    fireEvent.click(withdraw);
    expect(withdraw).toHaveAttribute('aria-busy', 'true');
    expect(withdraw).toHaveTextContent('กำลังถอนโบนัส…');
    expect(await screen.findByRole('dialog', { name: 'สำเร็จ' })).toHaveTextContent('ถอนโบนัสเรียบร้อย');
    expect(profileCalls()).toBeGreaterThan(before);
    expect(withdraw).toBeEnabled();
  });

  it('offers no bonus withdrawal at 0.00 or below the minimum, and says from when it can', async () => {
    for (const pendingSatang of [0, 9_999]) {
      const calls = setup({
        [`/customers/referral?date=${today}`]: () => ({ json: referralOf({ pendingSatang }) }),
      });
      const withdraw = await screen.findByRole('button', { name: 'ถอนโบนัส' });
      expect(withdraw).toBeDisabled();
      expect(withdraw).toHaveAccessibleDescription('ถอนได้เมื่อโบนัสคงเหลือถึง 100.00 บาท');
      fireEvent.click(withdraw);
      expect(calls.filter((c) => c.path === '/customers/get-referral-bonus')).toEqual([]);
      cleanup();
    }
  });

  it("shows the server's msg when the withdrawal is refused", async () => {
    setup({
      '/customers/get-referral-bonus': () => ({ json: { success: false, msg: 'ยอดโบนัสยังไม่ถึงขั้นต่ำ' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ถอนโบนัส' }));
    expect(await screen.findByRole('dialog', { name: 'เกิดข้อผิดพลาด' })).toHaveTextContent('ยอดโบนัสยังไม่ถึงขั้นต่ำ');
  });

  it('only logs a failed referral fetch and shows the empty state (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({
      [`/customers/referral?date=${today}`]: () => ({ status: 502, json: { code: 'upstream_unavailable' } }),
    });
    expect(await screen.findByText('- ไม่พบข้อมูลแนะนำเพื่อน -')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/^ยอดรวมวันที่/).nextElementSibling).toHaveTextContent('0.0');
    warn.mockRestore();
  });
});
