'use client';

import { useSWRConfig } from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import type { ProfileView } from '@/lib/casino/profile-view';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { PROTECTION_KEY } from '@/lib/hooks/use-protection';
import type { ProtectionView } from '@/lib/protection/view';
import { closePopup, openPopup } from '@/lib/stores/popup';
import { withLoading } from '@/lib/stores/site-status';
import { setAccountCheck, setDepositAmount, watchRequest } from '@/lib/stores/wallet';

/*
 * Opening the money popups (spec §4): the member's data is fetched fresh first; an existing
 * pending request reopens its process popup instead of starting a new one.
 */
export function useWalletActions() {
  const { mutate } = useSWRConfig();

  async function freshProfile(): Promise<ProfileView | null> {
    try {
      // Spec §4: opening account info, deposit or withdraw refetches the member first, with a loading flag.
      const profile = await withLoading(bffFetch<ProfileView>(PROFILE_KEY));
      await mutate(PROFILE_KEY, profile, { revalidate: false });
      return profile;
    } catch {
      return null;
    }
  }

  function resumePending(profile: ProfileView): boolean {
    if (!profile.pendingRequest) return false;
    watchRequest({ ...profile.pendingRequest });
    openPopup(profile.pendingRequest.type === 'deposit' ? 'DepositProcess' : 'WithdrawProcess');
    return true;
  }

  return {
    /** Deposit button: the account-check dialog first, unless a request is already pending. */
    async openDeposit() {
      const [profile, protection] = await Promise.all([
        freshProfile(),
        bffFetch<ProtectionView>(PROTECTION_KEY).catch(() => null),
      ]);
      if (protection) await mutate(PROTECTION_KEY, protection, { revalidate: false });
      if (!profile || resumePending(profile)) return;
      closePopup();
      // a new deposit starts from an empty amount (one typed before a trip to Promotion is kept)
      setDepositAmount('');
      // during a break or the payout interlock's pause the closed form says why at once: no account check
      // for a transfer that cannot be made (docs/player-protection.md)
      if (protection?.exclusion || protection?.depositsPaused) openPopup('Deposit');
      else setAccountCheck(true);
    },
    /** The account-check dialog's confirm: refresh, close other popups, open Deposit (spec §4). */
    async confirmAccountCheck() {
      setAccountCheck(false);
      await freshProfile();
      openPopup('Deposit');
    },
    async openWithdraw() {
      const profile = await freshProfile();
      if (!profile || resumePending(profile)) return;
      openPopup('Withdraw');
    },
    async openInformation(tab: number) {
      await freshProfile();
      openPopup('InformationTab', tab);
    },
  };
}
