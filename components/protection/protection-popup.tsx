'use client';

import './protection.css';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { closePopup } from '@/lib/stores/popup';
import { BreakPicker } from './break-picker';
import { DepositLimitsForm } from './deposit-limits-form';
import { PlayLimitsForm } from './play-limits-form';
import { RealityCheckForm } from './reality-check-form';
import { useProtection } from '@/lib/hooks/use-protection';

/** The member's player-protection settings (docs/player-protection.md), opened from the member menu. */
export function ProtectionPopup() {
  const t = useTranslations('Protection');
  const tf = useTranslations('Footer');
  const { data } = useProtection();
  if (!data) return <p className="spinner" aria-busy="true" />;
  return (
    <div className="protection">
      <p>{t('intro')}</p>
      <DepositLimitsForm protection={data} />
      {data.lossLimits && data.sessionLimit ? (
        <PlayLimitsForm loss={data.lossLimits} session={data.sessionLimit} />
      ) : null}
      <BreakPicker protection={data} />
      <RealityCheckForm protection={data} />
      <p>
        <Link href="/responsible-play" onClick={closePopup}>
          {tf('responsiblePlay')}
        </Link>
      </p>
    </div>
  );
}
