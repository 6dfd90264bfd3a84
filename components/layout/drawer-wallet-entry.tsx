'use client';

import { useWalletActions } from '@/lib/hooks/use-wallet-actions';

type WalletAction = { info: number } | { wallet: 'deposit' | 'withdraw' };

/** A member's drawer entry that opens account info, deposit or withdraw (spec §2, §4). */
export function DrawerWalletEntry({
  action,
  label,
  onDone,
}: {
  action: WalletAction;
  label: string;
  onDone: () => void;
}) {
  const wallet = useWalletActions();
  return (
    <button
      type="button"
      onClick={() => {
        onDone();
        if ('info' in action) void wallet.openInformation(action.info);
        else if (action.wallet === 'deposit') void wallet.openDeposit();
        else void wallet.openWithdraw();
      }}
    >
      {label}
    </button>
  );
}
