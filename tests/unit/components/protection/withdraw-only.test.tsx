import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GameBrowserLabels } from '@/components/games/game-browser';
import { ActivitiesTab } from '@/components/info/activities-tab';
import { GameLobby } from '@/components/lobby/game-lobby';
import { PanicButton } from '@/components/protection/panic-button';
import th from '@/messages/th.json';
import { notificationStore, resetNotifications } from '@/lib/stores/notifications';
import type { ProtectionView } from '@/lib/protection/view';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';
import { tiger } from '../../lib/games/fixtures';
import { protectionOf } from './fixtures';

/*
 * Withdraw-only during a break and the panic button (docs/player-protection.md): the browser closes games
 * and bonus claims before asking the server, tells why and until when, and the menu's one tap starts a
 * 24-hour break with no question asked.
 */

const BREAK: ProtectionView['exclusion'] = { kind: 'timeout', period: '24h', until: '2026-11-29 06:34:00' };
const labels: GameBrowserLabels = { ...th.Games, action: 'เล่น {name}', categories: th.Games.categories };

beforeEach(() => {
  document.cookie = 'lobby_member=1';
  resetNotifications();
});

describe('game launch during a break', () => {
  it('tells a never-deposited member about the break, not to deposit, and asks the server for no game', async () => {
    const calls = mockBff({
      '/customers/profile': () => ({ json: profileOf({ hasDeposited: false, currentPromotion: null }) }),
      '/protection': () => ({ json: protectionOf({ exclusion: BREAK }) }),
    });
    renderWithIntl(
      <GameLobby
        games={[tiger]}
        locale="th"
        labels={labels}
        title="เกม"
        member={{ key: 'k', recentIds: [] }}
      />,
    );
    expect(await screen.findByTestId('break-notice')).toHaveTextContent(
      'คุณพักการเล่นอยู่ถึง 29 พ.ย. 2569 06:34 น. ระหว่างนี้เข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้',
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/customers/profile')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /เล่น เสือนำโชค/ }));
    await waitFor(() => expect(notificationStore.get().dialog).not.toBeNull());
    expect(notificationStore.get().dialog?.message).toBe(
      'คุณพักการเล่นอยู่ถึง 29 พ.ย. 2569 06:34 น. ระหว่างนี้เข้าเล่นเกมไม่ได้ แต่ยังถอนเงินได้',
    );
    expect(notificationStore.get().dialog?.message).not.toContain('กรุณาฝากเงินก่อน');
    expect(calls.some((c) => c.path.startsWith('/launch-game'))).toBe(false);
  });
});

describe('bonus claims during a break', () => {
  it('disables the claim with the reason', async () => {
    mockBff({ '/protection': () => ({ json: protectionOf({ exclusion: BREAK }) }) });
    renderWithIntl(
      <ActivitiesTab events={[{ id: '1', name: 'ฝากครบ 7 วัน', bonusSatang: 5_000, activated: false }]} />,
    );
    expect(await screen.findByTestId('break-notice')).toHaveTextContent(
      'คุณพักการเล่นอยู่ถึง 29 พ.ย. 2569 06:34 น. ระหว่างนี้รับโบนัสไม่ได้ แต่ยังถอนเงินได้',
    );
    expect(screen.getByRole('button', { name: /ฝากครบ 7 วัน/ })).toBeDisabled();
  });
});

describe('the panic button', () => {
  it('starts a 24-hour break on one tap, with no question, and says until when', async () => {
    let onBreak = false;
    const calls = mockBff({
      '/protection': () => ({ json: protectionOf({ exclusion: onBreak ? BREAK : null }) }),
      '/protection/exclusion': () => {
        onBreak = true;
        return { json: { success: true, msg: 'เริ่มพักการเล่นแล้ว สิ้นสุด 29 พ.ย. 2569 06:34 น.' } };
      },
    });
    const done = jest.fn();
    renderWithIntl(<PanicButton label="หยุดเล่นทันที 24 ชั่วโมง" onDone={done} />);
    fireEvent.click(await screen.findByRole('button', { name: 'หยุดเล่นทันที 24 ชั่วโมง' }));
    await waitFor(() => expect(notificationStore.get().dialog).not.toBeNull());
    expect(calls.filter((c) => c.path === '/protection/exclusion').map((c) => c.body)).toEqual([
      { period: '24h' },
    ]);
    expect(notificationStore.get().dialog).toMatchObject({
      type: 'info',
      message: 'หยุดเล่นแล้วถึง 29 พ.ย. 2569 06:34 น. ยกเลิกก่อนเวลาไม่ได้ ระหว่างนี้ยังเข้าสู่ระบบและถอนเงินได้',
    });
    expect(done).toHaveBeenCalled();
    // no confirmation dialog was asked for on the way
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('during a break shows when it ends instead of a button, so nothing can be undone or stacked', async () => {
    mockBff({ '/protection': () => ({ json: protectionOf({ exclusion: BREAK }) }) });
    renderWithIntl(<PanicButton label="หยุดเล่นทันที 24 ชั่วโมง" onDone={jest.fn()} />);
    expect(await screen.findByTestId('panic-on-break')).toHaveTextContent(
      'คุณพักการเล่นอยู่ถึง 29 พ.ย. 2569 06:34 น.',
    );
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
