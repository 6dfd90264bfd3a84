'use client';

import { useTranslations } from 'next-intl';
import { useProfile } from '@/lib/hooks/use-profile';
import { setAccountCheck, walletStore } from '@/lib/stores/wallet';
import { useStore } from '@/lib/hooks/use-store';
import { Dialog } from '@/components/ui/dialog';
import { BankCard } from './bank-card';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';

/** Spec §2: before depositing, check the account number every time and transfer only from it. */
export function AccountCheckDialog() {
  const t = useTranslations('Wallet');
  const tc = useTranslations('Common');
  const { accountCheck } = useStore(walletStore);
  const { data: profile } = useProfile();
  const { confirmAccountCheck } = useWalletActions();
  if (!accountCheck) return null;
  return (
    <Dialog title={t('accountCheckTitle')} closeLabel={tc('close')} onClose={() => setAccountCheck(false)}>
      <p>{t('accountCheckText')}</p>
      {profile?.bank ? <BankCard account={profile.bank} purpose="from" /> : null}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => setAccountCheck(false)}>
          {t('cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={() => void confirmAccountCheck()}>
          {t('accountCheckConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
