import { act, fireEvent, screen } from '@testing-library/react';
import { SessionTimeoutWarning } from '@/components/protection/session-timeout-warning';
import { mockBff, renderWithIntl } from '../../render';

// docs/player-protection.md, WCAG 2.2.1: a warning 90 s before the sign-in ends, one button to stay.
describe('SessionTimeoutWarning', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const settle = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('warns 90 s ahead with a countdown, and "stay signed in" refreshes through the BFF', async () => {
    let remaining = 10 * 60_000;
    const started = Date.now();
    const calls = mockBff({
      '/session': () => ({ json: { remainingMs: remaining - (Date.now() - started) } }),
      '/session/refresh': () => ({ json: { remainingMs: 30 * 60_000, final: false } }),
    });
    renderWithIntl(<SessionTimeoutWarning />);
    await settle(10);
    await settle(10 * 60_000 - 91_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(2_000);
    const dialog = screen.getByRole('dialog', { name: 'ใกล้หมดเวลาเข้าสู่ระบบ' });
    expect(screen.getByRole('timer')).toHaveTextContent(/ระบบจะออกจากระบบอัตโนมัติในอีก (89|90) วินาที/);
    expect(dialog).toBeInTheDocument();
    await settle(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent(/ในอีก (79|80) วินาที/);

    fireEvent.click(screen.getByRole('button', { name: 'อยู่ในระบบต่อ' }));
    await settle(10);
    expect(calls.filter((c) => c.path === '/session/refresh')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    remaining = 10 * 60_000 + 30 * 60_000;
  });

  it('does not warn while other use has moved the deadline on', async () => {
    let remainingAt = () => 5 * 60_000;
    mockBff({ '/session': () => ({ json: { remainingMs: remainingAt() } }) });
    renderWithIntl(<SessionTimeoutWarning />);
    await settle(10);
    remainingAt = () => 20 * 60_000;
    await settle(5 * 60_000 - 85_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the session ended when the countdown runs out', async () => {
    const started = Date.now();
    mockBff({ '/session': () => ({ json: { remainingMs: 60_000 - (Date.now() - started) } }) });
    renderWithIntl(<SessionTimeoutWarning />);
    await settle(10);
    await settle(10);
    expect(screen.getByRole('dialog', { name: 'ใกล้หมดเวลาเข้าสู่ระบบ' })).toBeInTheDocument();
    await settle(61_000);
    expect(screen.getByRole('alert')).toHaveTextContent('หมดเวลาเข้าสู่ระบบแล้ว กรุณาเข้าสู่ระบบใหม่');
  });

  it('counts in the page’s language with the catalogue’s plural: 2 seconds, then 1 second', async () => {
    const started = Date.now();
    mockBff({ '/session': () => ({ json: { remainingMs: 2_000 - (Date.now() - started) } }) });
    renderWithIntl(<SessionTimeoutWarning />, 'en');
    await settle(0);
    expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You will be logged out in 2 seconds.');
    await settle(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('You will be logged out in 1 second.');
    await settle(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('at the 12-hour cap says so and offers no stay; closing puts the warning away', async () => {
    const started = Date.now();
    const calls = mockBff({
      '/session': () => ({ json: { remainingMs: 80_000 - (Date.now() - started) } }),
      '/session/refresh': () => ({ json: { remainingMs: 60_000, final: true } }),
    });
    renderWithIntl(<SessionTimeoutWarning />);
    await settle(0);
    fireEvent.click(screen.getByRole('button', { name: 'อยู่ในระบบต่อ' }));
    await settle(0);
    expect(screen.getByText('ครบเวลาเข้าสู่ระบบสูงสุด 12 ชั่วโมงแล้ว กรุณาเข้าสู่ระบบใหม่เมื่อหมดเวลา')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อยู่ในระบบต่อ' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await settle(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.path === '/session/refresh')).toHaveLength(1);
    await settle(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('หมดเวลาเข้าสู่ระบบแล้ว กรุณาเข้าสู่ระบบใหม่');
  });
});
