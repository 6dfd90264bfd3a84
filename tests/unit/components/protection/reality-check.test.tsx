import { act, fireEvent, screen } from '@testing-library/react';
import { nextReminderMs, RealityCheck } from '@/components/protection/reality-check';
import { RealityCheckDialog } from '@/components/protection/reality-check-dialog';
import { mockBff, renderWithIntl } from '../../render';
import { protectionOf } from './fixtures';

// docs/player-protection.md: every chosen interval a dialog shows time played and the session's net result.
describe('RealityCheckDialog', () => {
  it('shows time played and net result, with continue and log out', () => {
    const onContinue = jest.fn();
    const onLogout = jest.fn();
    renderWithIntl(
      <RealityCheckDialog
        session={{ playedSeconds: 3_725, netSatang: -12_550 }}
        onContinue={onContinue}
        onLogout={onLogout}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' });
    expect(dialog).toHaveTextContent('คุณเล่นมาแล้ว 1 ชั่วโมง 2 นาที');
    expect(dialog).toHaveTextContent('ผลได้เสียในรอบนี้ −125.50 บาท');
    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'เล่นต่อ' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('shows a win with a plus sign', () => {
    renderWithIntl(
      <RealityCheckDialog
        session={{ playedSeconds: 900, netSatang: 5_000 }}
        onContinue={jest.fn()}
        onLogout={jest.fn()}
      />,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toHaveTextContent(
      'Net result this session: +50.00 baht',
    );
  });
});

describe('RealityCheck', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('is due at the next whole interval since sign-in', () => {
    expect(nextReminderMs(0, 15)).toBe(15 * 60_000);
    expect(nextReminderMs(10 * 60, 15)).toBe(5 * 60_000);
    expect(nextReminderMs(15 * 60 - 2, 15)).toBe(15 * 60_000 + 2_000);
  });

  it('opens after the interval with fresh figures, and not at all when off', async () => {
    let view = protectionOf({ realityCheckMinutes: 15, session: { playedSeconds: 60, netSatang: 0 } });
    mockBff({ '/protection': () => ({ json: view }) });
    renderWithIntl(<RealityCheck />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    view = protectionOf({ realityCheckMinutes: 15, session: { playedSeconds: 15 * 60, netSatang: -2_000 } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(13 * 60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' })).toHaveTextContent(
      'ผลได้เสียในรอบนี้ −20.00 บาท',
    );
  });

  it('stays quiet when the member turned it off', async () => {
    mockBff({ '/protection': () => ({ json: protectionOf({ realityCheckMinutes: 0 }) }) });
    renderWithIntl(<RealityCheck />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2 * 60 * 60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
