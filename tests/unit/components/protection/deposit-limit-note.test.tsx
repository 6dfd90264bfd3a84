import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DepositPopup } from '@/components/wallet/deposit-popup';
import type { ProtectionView } from '@/lib/protection/view';
import { openPopup, popupStore } from '@/lib/stores/popup';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';
import { protectionOf } from './fixtures';

/*
 * Player protection in the Deposit popup (docs/player-protection.md): what the member's own limits still
 * allow, the offer to set limits before the first deposit, the running break that stops deposits, and the
 * payout interlock's pause.
 */

function renderDeposit(protection: ProtectionView, hasDeposited = true) {
  mockBff({
    '/customers/profile': () => ({ json: profileOf({ hasDeposited, currentPromotion: null }) }),
    '/protection': () => ({ json: protection }),
    '/promotions': () => ({ json: [] }),
  });
  renderWithIntl(<DepositPopup />);
}

const OFFER = 'ก่อนฝากครั้งแรก คุณตั้งวงเงินฝากต่อวัน สัปดาห์ หรือเดือนไว้ได้';

describe('Deposit popup with player protection', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
    openPopup('Deposit');
  });

  it('shows what the lowest limit still allows', async () => {
    const limited = { amountSatang: 100_000, pending: null, usedSatang: 80_000 };
    renderDeposit(
      protectionOf({
        limits: { day: limited, week: { ...limited, amountSatang: 500_000 }, month: limited },
        remainingSatang: 20_000,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('ฝากได้อีก 200.00 บาท ตามวงเงินที่คุณตั้งไว้');
    expect(screen.queryByText(OFFER)).toBeNull();
  });

  it('shows 0.00 when the limit is used up', async () => {
    renderDeposit(protectionOf({ remainingSatang: 0 }));
    expect(await screen.findByRole('status')).toHaveTextContent('ฝากได้อีก 0.00 บาท ตามวงเงินที่คุณตั้งไว้');
  });

  it('offers a member who never deposited to set limits first, opening the protection settings', async () => {
    renderDeposit(protectionOf(), false);
    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งวงเงินฝาก' }));
    expect(popupStore.get().mode).toBe('Protection');
  });

  it('makes no offer to a member who has deposited before and set no limit', async () => {
    renderDeposit(protectionOf(), true);
    await screen.findByLabelText(/จำนวนเงิน/);
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(expect.stringMatching(/\/protection$/), expect.anything()),
    );
    // let the protection answer render before looking for what must not be there
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the form during a break before anything is typed: why, until when, and that withdrawing works', async () => {
    renderDeposit(
      protectionOf({
        exclusion: { kind: 'timeout', period: '24h', until: '2026-01-16 10:30:00' },
        remainingSatang: 20_000,
      }),
      false,
    );
    expect(await screen.findByTestId('break-notice')).toHaveTextContent(
      'คุณพักการเล่นอยู่ถึง 16 ม.ค. 2569 10:30 น. ระหว่างนี้ฝากเงินและรับโปรโมชั่นไม่ได้ แต่ยังถอนเงินและดูประวัติได้',
    );
    expect(screen.getByLabelText(/จำนวนเงิน/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'รับโปรโมชั่น' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeEnabled();
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(screen.queryByText(/ฝากได้อีก/)).toBeNull();
  });

  it('names a self-exclusion as such, in the English date style on an English page', async () => {
    mockBff({
      '/customers/profile': () => ({ json: profileOf({ hasDeposited: true, currentPromotion: null }) }),
      '/protection': () => ({
        json: protectionOf({
          exclusion: { kind: 'self_exclusion', period: '6m', until: '2027-05-28 09:05:00' },
        }),
      }),
      '/promotions': () => ({ json: [] }),
    });
    renderWithIntl(<DepositPopup />, 'en');
    expect(await screen.findByTestId('break-notice')).toHaveTextContent(
      'You have excluded yourself until 28 May 2027, 09:05. Until then deposits and promotions are closed, but you can still withdraw and see your history.',
    );
    expect(screen.getByLabelText(/Amount/)).toBeDisabled();
  });

  it('closes the form while payouts are paused, before anything is typed, and says why (payout interlock)', async () => {
    renderDeposit(protectionOf({ depositsPaused: 'payouts_paused' }));
    expect(await screen.findByTestId('deposit-pause-notice')).toHaveTextContent(
      'ขณะนี้ปิดรับฝากเงินชั่วคราว เนื่องจากระบบพักการจ่ายเงินถอน คุณยังถอนเงินได้ และจะฝากได้อีกครั้งเองเมื่อการจ่ายเงินกลับมาเป็นปกติ',
    );
    expect(screen.getByLabelText(/จำนวนเงิน/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ฝากเงิน' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeEnabled();
  });

  it('names slow payouts against the promise on an English page', async () => {
    mockBff({
      '/customers/profile': () => ({ json: profileOf({ hasDeposited: true, currentPromotion: null }) }),
      '/protection': () => ({ json: protectionOf({ depositsPaused: 'slow_payouts' }) }),
      '/promotions': () => ({ json: [] }),
    });
    renderWithIntl(<DepositPopup />, 'en');
    expect(await screen.findByTestId('deposit-pause-notice')).toHaveTextContent(
      'Deposits are paused for now because withdrawals are taking far longer than the promised 10-15 minutes. You can still withdraw',
    );
    expect(screen.getByLabelText(/Amount/)).toBeDisabled();
  });

  it('shows the break rather than the pause when both apply', async () => {
    renderDeposit(
      protectionOf({
        exclusion: { kind: 'timeout', period: '24h', until: '2026-01-16 10:30:00' },
        depositsPaused: 'payouts_paused',
      }),
    );
    expect(await screen.findByTestId('break-notice')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-pause-notice')).toBeNull();
  });
});
