import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PlayLimitsForm } from '@/components/protection/play-limits-form';
import { ProtectionPopup } from '@/components/protection/protection-popup';
import { SessionLimitWatch } from '@/components/protection/session-limit-watch';
import { mockBff, renderWithIntl } from '../../render';
import { protectionOf } from './fixtures';

/*
 * Loss limits and the session-time limit (docs/player-protection.md): the form shows what is lost so far and
 * a raise waiting its 24 hours with when it takes over; the session limit signs the member out with a calm
 * notice when the time is up.
 */

const none = { amountSatang: null, pending: null, usedSatang: 0 };

beforeEach(() => {
  document.cookie = 'lobby_member=1';
});

describe('PlayLimitsForm', () => {
  it('shows the loss so far, a waiting raise with its time, and sends what the member typed', async () => {
    const calls = mockBff({
      '/protection/play-limits': () => ({ json: { success: true, msg: 'บันทึกวงเงินเสียและเวลาเล่นเรียบร้อย' } }),
      '/protection': () => ({ json: protectionOf() }),
    });
    renderWithIntl(
      <PlayLimitsForm
        loss={{
          day: {
            amountSatang: 30_000,
            pending: { amountSatang: 100_000, from: '2026-11-29 06:34:00' },
            usedSatang: 20_000,
          },
          week: none,
          month: none,
        }}
        session={{ minutes: 60, pending: { minutes: 120, from: '2026-11-29 07:00:00' } }}
      />,
    );
    const day = screen.getByLabelText('เสียได้ต่อ 24 ชั่วโมง');
    expect(day).toHaveValue('300');
    expect(day).toHaveAccessibleDescription(
      'เสียไปแล้ว 200.00 บาท จะเปลี่ยนเป็น 1,000.00 บาท เมื่อ 29 พ.ย. 2569 06:34',
    );
    const session = screen.getByLabelText('เวลาเล่นต่อการเข้าสู่ระบบ');
    expect(session).toHaveValue('60');
    expect(session).toHaveAccessibleDescription('จะเปลี่ยนเป็น 2 ชั่วโมง เมื่อ 29 พ.ย. 2569 07:00');
    expect(screen.getByRole('option', { name: '30 นาที' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1 ชั่วโมง 30 นาที' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('เสียได้ต่อ 7 วัน'), { target: { value: '1,500' } });
    fireEvent.change(session, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกวงเงินเสียและเวลาเล่น' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/protection/play-limits')).toBe(true));
    expect(calls.find((c) => c.path === '/protection/play-limits')?.body).toEqual({
      loss_day: '300',
      loss_week: '1500',
      loss_month: '',
      session_minutes: '30',
    });
  });

  it('is left out when the upstream does not offer these limits (an optional extension)', async () => {
    mockBff({ '/protection': () => ({ json: protectionOf() }) });
    renderWithIntl(<ProtectionPopup />);
    expect(await screen.findByRole('heading', { name: 'วงเงินฝาก' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'วงเงินเสียและเวลาเล่น' })).toBeNull();
  });
});

describe('SessionLimitWatch', () => {
  afterEach(() => jest.useRealTimers());

  it('signs the member out when the chosen time is up, with a calm notice saying why', async () => {
    jest.useFakeTimers();
    const calls = mockBff({
      '/protection': () => ({
        json: protectionOf({
          session: { playedSeconds: 29 * 60, netSatang: 0 },
          sessionLimit: { minutes: 30, pending: null },
        }),
      }),
      '/logout': () => ({ json: { ok: true } }),
    });
    renderWithIntl(<SessionLimitWatch />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === '/logout')).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(calls.some((c) => c.path === '/logout')).toBe(true);
    expect(await screen.findByText('ครบเวลาเล่นที่คุณตั้งไว้')).toBeInTheDocument();
    expect(
      screen.getByText('คุณตั้งเวลาเล่นไว้ 30 นาที ต่อการเข้าสู่ระบบ ระบบจึงออกจากระบบให้แล้ว พักสักครู่แล้วค่อยกลับมาใหม่'),
    ).toBeInTheDocument();
  });
});
