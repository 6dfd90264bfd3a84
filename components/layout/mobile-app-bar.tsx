'use client';

import { useTranslations } from 'next-intl';
import { useMemberHint } from '@/lib/hooks/use-member';
import { openPopup } from '@/lib/stores/popup';
import { useWalletActions } from '@/components/wallet/use-wallet-actions';
import { PlayGameLink } from './play-game-link';

/** Spec §2 mobile bottom bar: members get withdraw, play game, deposit; guests register and login. */
export function MobileAppBar() {
  const t = useTranslations('Common');
  const member = useMemberHint();
  const wallet = useWalletActions();
  return (
    <nav className="mobile-app-bar" aria-label={t('quickMenu')}>
      {member ? (
        <>
          <button type="button" className="bottom-tab" onClick={() => void wallet.openWithdraw()}>
            {t('withdraw')}
          </button>
          <PlayGameLink className="bottom-tab bottom-tab-main" label={t('playGame')} />
          <button type="button" className="bottom-tab" onClick={() => void wallet.openDeposit()}>
            {t('deposit')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="bottom-tab" onClick={() => openPopup('Register')}>
            {t('register')}
          </button>
          <button type="button" className="bottom-tab bottom-tab-main" onClick={() => openPopup('Login')}>
            {t('login')}
          </button>
        </>
      )}
    </nav>
  );
}
