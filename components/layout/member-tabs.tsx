'use client';

import { useTranslations } from 'next-intl';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';
import { PlayGameLink } from './play-game-link';

/** The member's tabs of the mobile bottom bar (spec §2): withdraw, play game, deposit. */
export function MemberTabs() {
  const t = useTranslations('Common');
  const wallet = useWalletActions();
  return (
    <>
      <button type="button" className="bottom-tab" onClick={() => void wallet.openWithdraw()}>
        {t('withdraw')}
      </button>
      <PlayGameLink className="bottom-tab bottom-tab-main" label={t('playGame')} />
      <button type="button" className="bottom-tab" onClick={() => void wallet.openDeposit()}>
        {t('deposit')}
      </button>
    </>
  );
}
