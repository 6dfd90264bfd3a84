import { fireEvent, screen, within } from '@testing-library/react';
import { BreakPicker } from '@/components/protection/break-picker';
import { mockBff, renderWithIntl } from '../../render';
import { protectionOf } from './fixtures';

// Issue 8: a time-out or self-exclusion in two clicks, a period and then the confirmation.
describe('BreakPicker', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
  });

  it('asks to confirm the chosen period, and sends it only on confirmation', async () => {
    const calls = mockBff({
      '/protection/exclusion': () => ({ json: { success: true, msg: 'เริ่มพักการเล่นแล้ว' } }),
      '/protection': () => ({ json: protectionOf() }),
    });
    renderWithIntl(<BreakPicker protection={protectionOf()} />);
    const timeout = screen.getByRole('group', { name: 'พักชั่วคราว' });
    const exclusion = screen.getByRole('group', { name: 'ระงับบัญชีตนเอง' });
    expect(
      within(timeout)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['24 ชั่วโมง', '7 วัน', '30 วัน']);
    expect(
      within(exclusion)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['6 เดือน', '1 ปี', '5 ปี']);

    fireEvent.click(within(exclusion).getByRole('button', { name: '1 ปี' }));
    expect(calls.filter((c) => c.path === '/protection/exclusion')).toEqual([]);
    const confirm = screen.getByRole('alertdialog', {
      name: 'พักการเล่น 1 ปี ใช่หรือไม่? เมื่อเริ่มแล้วจะยกเลิกหรือย่นระยะเวลาไม่ได้',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันพักการเล่น' }));
    await screen.findByRole('group', { name: 'พักชั่วคราว' });
    expect(calls.find((c) => c.path === '/protection/exclusion')?.body).toEqual({ period: '1y' });
  });

  it('goes back without taking a break', () => {
    const calls = mockBff({});
    renderWithIntl(<BreakPicker protection={protectionOf()} />);
    fireEvent.click(screen.getByRole('button', { name: '24 ชั่วโมง' }));
    fireEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the running break and the server’s refusal to shorten it', async () => {
    mockBff({
      '/protection/exclusion': () => ({
        status: 400,
        json: {
          code: 'validation',
          fieldErrors: { period: ['ไม่สามารถลดระยะเวลาพักการเล่นได้ ช่วงพักปัจจุบันสิ้นสุด 2026-01-08 10:00 น.'] },
        },
      }),
    });
    renderWithIntl(
      <BreakPicker
        protection={protectionOf({
          exclusion: { kind: 'timeout', period: '7d', until: '2026-01-08 10:00:00' },
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('คุณพักการเล่นอยู่ถึง 8 ม.ค. 2569 10:00 น.');
    fireEvent.click(screen.getByRole('button', { name: '24 ชั่วโมง' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันพักการเล่น' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถลดระยะเวลาพักการเล่นได้');
  });
});
