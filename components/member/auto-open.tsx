'use client';

import { useEffect, useRef } from 'react';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';

export type AutoOpenTarget = { wallet: 'deposit' | 'withdraw' } | { info: number };

/**
 * Member routes open their popup or tab over the lobby: spec §2 gives /deposit, /withdraw, /history,
 * /affiliate, /referral and /u no content beyond the popups and information tabs.
 */
export function AutoOpen({ target }: { target: AutoOpenTarget }) {
  const { openDeposit, openWithdraw, openInformation } = useWalletActions();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if ('info' in target) void openInformation(target.info);
    else if (target.wallet === 'deposit') void openDeposit();
    else void openWithdraw();
  });
  return null;
}
