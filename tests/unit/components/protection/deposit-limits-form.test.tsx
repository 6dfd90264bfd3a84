import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DepositLimitsForm } from '@/components/protection/deposit-limits-form';
import { mockBff, renderWithIntl } from '../../render';
import { protectionOf } from './fixtures';
import { tapAndType } from '../../type-into';

// docs/player-protection.md: limits per 24 hours, 7 days and 30 days; a decrease at once, a raise only
// after 24 hours.
describe('DepositLimitsForm', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
  });

  it('tells the member the rule, and shows a waiting raise or removal with the time it takes over', () => {
    renderWithIntl(
      <DepositLimitsForm
        protection={protectionOf({
          limits: {
            day: {
              amountSatang: 100_000,
              pending: { amountSatang: 500_000, from: '2026-01-16 10:30:00' },
              usedSatang: 80_000,
            },
            week: {
              amountSatang: 300_000,
              pending: { amountSatang: null, from: '2026-01-16 11:00:00' },
              usedSatang: 80_000,
            },
            month: { amountSatang: null, pending: null, usedSatang: 80_000 },
          },
        })}
      />,
    );
    expect(screen.getByText('ลดวงเงินมีผลทันที เพิ่มหรือยกเลิกวงเงินมีผลหลังจาก 24 ชั่วโมง')).toBeInTheDocument();
    const day = screen.getByLabelText('ต่อ 24 ชั่วโมง');
    expect(day).toHaveValue('1000');
    expect(day).toHaveAccessibleDescription(
      'ฝากไปแล้ว 800.00 บาท จะเปลี่ยนเป็น 5,000.00 บาท เมื่อ 16 ม.ค. 2569 10:30',
    );
    expect(screen.getByLabelText('ต่อ 7 วัน')).toHaveAccessibleDescription(
      'ฝากไปแล้ว 800.00 บาท จะยกเลิกวงเงิน เมื่อ 16 ม.ค. 2569 11:00',
    );
    const month = screen.getByLabelText('ต่อ 30 วัน');
    expect(month).toHaveValue('');
    expect(month).toHaveAttribute('placeholder', 'ไม่จำกัด');
    expect(month).toHaveAccessibleDescription('ฝากไปแล้ว 800.00 บาท');
  });

  it('sends the three limits in baht, an empty one as no limit, and shows the server’s answer', async () => {
    const calls = mockBff({
      '/protection/deposit-limits': () => ({ json: { success: true, msg: 'บันทึกวงเงินฝากเรียบร้อย' } }),
      '/protection': () => ({ json: protectionOf() }),
    });
    renderWithIntl(<DepositLimitsForm protection={protectionOf()} />);
    fireEvent.change(screen.getByLabelText('ต่อ 24 ชั่วโมง'), { target: { value: '1,000' } });
    fireEvent.change(screen.getByLabelText('ต่อ 7 วัน'), { target: { value: ' 5000.50 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกวงเงินฝาก' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/protection/deposit-limits')?.body).toEqual({
        day: '1000',
        week: '5000.50',
        month: '',
      }),
    );
    // the limits_changed notice the upstream leaves for the member's devices is not news to this one
    await waitFor(() =>
      expect(window.localStorage.getItem('lobby_notices_own')).toContain('"limits_changed"'),
    );
  });

  it('replaces a saved limit with what the member types, on the decimal keypad', () => {
    renderWithIntl(
      <DepositLimitsForm
        protection={protectionOf({
          limits: {
            day: { amountSatang: 100_000, pending: null, usedSatang: 0 },
            week: { amountSatang: null, pending: null, usedSatang: 0 },
            month: { amountSatang: null, pending: null, usedSatang: 0 },
          },
        })}
      />,
    );
    const day = screen.getByLabelText('ต่อ 24 ชั่วโมง');
    expect(day).toHaveAttribute('inputmode', 'decimal');
    tapAndType(day, '500');
    expect(day).toHaveValue('500');
  });

  it('puts the server’s refusal on the field it concerns', async () => {
    mockBff({
      '/protection/deposit-limits': () => ({
        status: 400,
        json: { code: 'validation', fieldErrors: { day: ['วงเงินฝากต้องมากกว่า 0 บาท'] } },
      }),
    });
    renderWithIntl(<DepositLimitsForm protection={protectionOf()} />);
    fireEvent.change(screen.getByLabelText('ต่อ 24 ชั่วโมง'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกวงเงินฝาก' }));
    const day = screen.getByLabelText('ต่อ 24 ชั่วโมง');
    await waitFor(() => expect(day).toHaveAccessibleDescription(/^วงเงินฝากต้องมากกว่า 0 บาท/));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    // said once, under the field: no alert repeating it
    expect(screen.getAllByText('วงเงินฝากต้องมากกว่า 0 บาท')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
