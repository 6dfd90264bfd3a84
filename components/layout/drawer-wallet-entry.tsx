'use client';

import { useTranslations } from 'next-intl';
import { useNotices } from '@/lib/hooks/use-notices';
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
  const t = useTranslations('News');
  const { data: notices } = useNotices();
  const news = 'info' in action && action.info === 4;
  const unread = news ? (notices?.unread ?? 0) : 0;
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
      {unread > 0 ? t('openUnread', { count: unread }) : label}
    </button>
  );
}
