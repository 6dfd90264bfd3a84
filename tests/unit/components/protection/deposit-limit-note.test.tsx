import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DepositPopup } from '@/components/wallet/deposit-popup';
import type { ProtectionView } from '@/lib/protection/view';
import { openPopup, popupStore } from '@/lib/stores/popup';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../info/fixtures';
import { protectionOf } from './fixtures';

/*
 * Issue 8 in the Deposit popup: what the member's own limits still allow, the offer to set limits
 * before the first deposit, and the running break that stops deposits.
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

  it('says a running break stops deposits but not withdrawals', async () => {
    renderDeposit(
      protectionOf({
        exclusion: { kind: 'timeout', period: '24h', until: '2026-01-16 10:30:00' },
        remainingSatang: 20_000,
      }),
      false,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'คุณพักการเล่นอยู่ถึง 16 ม.ค. 2569 10:30 น. จึงยังฝากเงินไม่ได้ แต่ยังถอนเงินได้',
    );
    expect(screen.queryByText(OFFER)).toBeNull();
  });
});
