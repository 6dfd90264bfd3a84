'use client';

import './wallet.css';
import { useTranslations } from 'next-intl';
import { usePayoutTime } from '@/lib/hooks/use-payout-time';

/*
 * How long withdrawals really took lately (casino-api/README.md, payout time): the median from submit to
 * paid over the last 7 days, so the 10-15 minute promise comes with a figure. Nothing is shown when the
 * upstream has no figure or no such call.
 */
export function PayoutTime({ className = 'payout-time' }: { className?: string }) {
  const t = useTranslations('Withdraw');
  const payout = usePayoutTime();
  if (!payout) return null;
  return <p className={className}>{t('payoutTime', payout)}</p>;
}
