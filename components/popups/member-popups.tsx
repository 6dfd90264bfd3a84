'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect } from 'react';
import { preloadWhenIdle } from '@/lib/idle';
import { onDemand } from '@/components/i18n/lazy-with-messages';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { closePopup, popupStore } from '@/lib/stores/popup';
import { useStore } from '@/lib/hooks/use-store';
import { Dialog } from '@/components/ui/dialog';
import { AccountCheckDialog } from '@/components/wallet/account-check-dialog';
import { LastSignInNotice } from '@/components/info/last-sign-in-notice';
import { MoneyNews } from '@/components/layout/money-news';

// Popup bodies load when one opens, not with every page (first-load JS budgets, docs/performance.md).
// The four a member opens most can also be fetched ahead (FIRST_TAP_CODE below).
const InformationPopup = onDemand(() =>
  import('@/components/info/information-popup').then((m) => m.InformationPopup),
);
const DepositPopup = onDemand(() => import('@/components/wallet/deposit-popup').then((m) => m.DepositPopup));
const DepositProcessPopup = dynamic(() =>
  import('@/components/wallet/deposit-process-popup').then((m) => m.DepositProcessPopup),
);
const PromotionPopup = onDemand(() =>
  import('@/components/wallet/promotion-popup').then((m) => m.PromotionPopup),
);
const WithdrawPopup = onDemand(() =>
  import('@/components/wallet/withdraw-popup').then((m) => m.WithdrawPopup),
);
const WithdrawProcessPopup = dynamic(() =>
  import('@/components/wallet/withdraw-process-popup').then((m) => m.WithdrawProcessPopup),
);
// player protection (docs/player-protection.md)
const ProtectionPopup = dynamic(() =>
  import('@/components/protection/protection-popup').then((m) => m.ProtectionPopup),
);
const StatementPopup = dynamic(() =>
  import('@/components/protection/statement-popup').then((m) => m.StatementPopup),
);
const RealityCheck = dynamic(() =>
  import('@/components/protection/reality-check').then((m) => m.RealityCheck),
);
const AccountReview = dynamic(() =>
  import('@/components/protection/account-review').then((m) => m.AccountReview),
);
const SessionTimeoutWarning = dynamic(() =>
  import('@/components/protection/session-timeout-warning').then((m) => m.SessionTimeoutWarning),
);

/*
 * A member's first tap on deposit, withdraw or their account must not wait for code
 * (docs/performance.md, "Touches"): the popups a member opens most are fetched ahead (the drawer
 * fetches its own, components/layout/drawer.tsx). They are not part of any page's first-load JS, and a
 * guest never downloads them (this renders for members only). Deposit goes at once, as these parts
 * mount: it brings zod for the money forms, whose evaluation is the longest task of the lot, and in an
 * idle period it came late enough that a tap 1.5 s after load waited for it. The rest follow one per
 * idle period.
 */
const FIRST_TAP_CODE = [WithdrawPopup.preload, InformationPopup.preload, PromotionPopup.preload];
const PRELOAD_TIMEOUT_MS = 5_000;

const walletPopups = {
  Deposit: DepositPopup,
  Promotion: PromotionPopup,
  DepositProcess: DepositProcessPopup,
  Withdraw: WithdrawPopup,
  WithdrawProcess: WithdrawProcessPopup,
  Protection: ProtectionPopup,
  Statement: StatementPopup,
} as const;

/** The member popups of spec §2; they render only for a signed-in member. */
export function MemberPopups({ contactUrl }: { contactUrl: string }) {
  const t = useTranslations('Popups');
  const tc = useTranslations('Common');
  const member = useMemberHint();
  const { mode, tab } = useStore(popupStore);
  useEffect(() => {
    if (!member) return undefined;
    // a failed download is left to the render that needs it, which retries (OnDemand.preload)
    DepositPopup.preload().catch(() => undefined);
    return preloadWhenIdle(FIRST_TAP_CODE, PRELOAD_TIMEOUT_MS);
  }, [member]);
  if (!member) return null;
  const Popup = mode && mode in walletPopups ? walletPopups[mode as keyof typeof walletPopups] : null;
  return (
    <>
      <AccountCheckDialog />
      <SessionTimeoutWarning />
      <LastSignInNotice />
      <MoneyNews />
      <RealityCheck />
      <AccountReview />
      {mode === 'InformationTab' ? (
        <Suspense fallback={null}>
          <InformationPopup initialTab={tab} onClose={closePopup} contactUrl={contactUrl} />
        </Suspense>
      ) : null}
      {Popup && mode ? (
        <Dialog key={mode} title={t(mode)} closeLabel={tc('close')} onClose={closePopup}>
          <Suspense fallback={null}>
            <Popup />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
