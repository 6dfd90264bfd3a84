'use client';

import './protection.css';
import { useTranslations } from 'next-intl';
import type { ProtectionView } from '@/lib/protection/view';

/**
 * The payout interlock in the Deposit popup (docs/player-protection.md, "Payout interlock"): why deposits
 * are paused for now, and that withdrawing still works. The form beside it is disabled by the caller; the
 * server refuses the deposit too.
 */
export function DepositPauseNotice({ reason }: { reason: ProtectionView['depositsPaused'] }) {
  const t = useTranslations('Protection');
  if (!reason) return null;
  return (
    <p className="alert alert-warning" role="status" data-testid="deposit-pause-notice">
      {t('depositsPaused', { reason })}
    </p>
  );
}
