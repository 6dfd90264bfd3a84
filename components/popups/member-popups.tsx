'use client';

import { useTranslations } from 'next-intl';
import { useMemberHint } from '@/lib/hooks/use-member';
import { closePopup, popupStore } from '@/lib/stores/popup';
import { useStore } from '@/lib/stores/use-store';
import { Dialog } from '@/components/ui/dialog';
import { InformationPopup } from '@/components/info/information-popup';
import { AccountCheckDialog } from '@/components/wallet/account-check-dialog';
import { DepositPopup } from '@/components/wallet/deposit-popup';
import { DepositProcessPopup } from '@/components/wallet/deposit-process-popup';
import { PromotionPopup } from '@/components/wallet/promotion-popup';
import { WithdrawPopup } from '@/components/wallet/withdraw-popup';
import { WithdrawProcessPopup } from '@/components/wallet/withdraw-process-popup';

const walletPopups = {
  Deposit: DepositPopup,
  Promotion: PromotionPopup,
  DepositProcess: DepositProcessPopup,
  Withdraw: WithdrawPopup,
  WithdrawProcess: WithdrawProcessPopup,
} as const;

/** The member popups of spec §2; they render only for a signed-in member. */
export function MemberPopups({ contactUrl }: { contactUrl: string }) {
  const t = useTranslations('Popups');
  const tc = useTranslations('Common');
  const member = useMemberHint();
  const { mode, tab } = useStore(popupStore);
  if (!member) return null;
  const Popup = mode && mode in walletPopups ? walletPopups[mode as keyof typeof walletPopups] : null;
  return (
    <>
      <AccountCheckDialog />
      {mode === 'InformationTab' ? <InformationPopup initialTab={tab} onClose={closePopup} contactUrl={contactUrl} /> : null}
      {Popup && mode ? (
        <Dialog key={mode} title={t(mode)} closeLabel={tc('close')} onClose={closePopup}>
          <Popup />
        </Dialog>
      ) : null}
    </>
  );
}
