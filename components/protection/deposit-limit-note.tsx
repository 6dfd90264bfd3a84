'use client';

import './protection.css';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { openPopup } from '@/lib/stores/popup';
import { useProtection } from '@/lib/hooks/use-protection';

/**
 * In the Deposit popup (docs/player-protection.md): what the member's own limits still allow, a running
 * break, or, before the first deposit, the offer to set limits.
 */
export function DepositLimitNote({ firstDeposit }: { firstDeposit: boolean }) {
  const t = useTranslations('Protection');
  const { data } = useProtection();
  if (!data) return null;
  // a running break has its own notice above the closed form (break-notice.tsx)
  if (data.exclusion) return null;
  if (data.remainingSatang !== null) {
    return (
      <p className="alert alert-info" role="status">
        {t('remaining', { amount: formatMoney(data.remainingSatang) })}
      </p>
    );
  }
  if (!firstDeposit) return null;
  return (
    <div className="alert alert-info limit-offer">
      <p>{t('offerLimits')}</p>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => openPopup('Protection')}
      >
        {t('setLimits')}
      </button>
    </div>
  );
}
