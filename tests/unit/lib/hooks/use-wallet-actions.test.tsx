import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';
import type { ProtectionView } from '@/lib/protection/view';
import { popupStore } from '@/lib/stores/popup';
import { setAccountCheck, walletStore } from '@/lib/stores/wallet';
import { mockBff, renderWithIntl } from '../../render';
import { profileOf } from '../../components/info/fixtures';
import { protectionOf } from '../../components/protection/fixtures';

// The Deposit button (spec §4): the account check first, except when deposits cannot be made at all — a
// break or the payout interlock's pause (docs/player-protection.md) — where the closed form says why at once.

function DepositButton() {
  const { openDeposit } = useWalletActions();
  return (
    <button type="button" onClick={() => void openDeposit()}>
      deposit
    </button>
  );
}

async function pressDeposit(protection: ProtectionView) {
  mockBff({
    '/customers/profile': () => ({ json: profileOf({ hasDeposited: true, currentPromotion: null }) }),
    '/protection': () => ({ json: protection }),
  });
  renderWithIntl(<DepositButton />);
  fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
}

describe('openDeposit', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
    popupStore.set({ mode: null, tab: 0 });
    setAccountCheck(false);
  });

  it('asks to check the account first when deposits are open', async () => {
    await pressDeposit(protectionOf());
    await waitFor(() => expect(walletStore.get().accountCheck).toBe(true));
    expect(popupStore.get().mode).toBeNull();
  });

  it('opens the closed Deposit form at once while payouts, and so deposits, are paused', async () => {
    await pressDeposit(protectionOf({ depositsPaused: 'slow_payouts' }));
    await waitFor(() => expect(popupStore.get().mode).toBe('Deposit'));
    expect(walletStore.get().accountCheck).toBe(false);
  });
});
