'use client';

import './protection.css';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { ProtectionView } from '@/lib/protection/view';
import { Dialog } from '@/components/ui/dialog';

interface Props {
  session: ProtectionView['session'];
  onContinue: () => void;
  onLogout: () => void;
}

/**
 * The reality-check reminder (docs/player-protection.md): time played and net result, then continue
 * or log out.
 */
export function RealityCheckDialog({ session, onContinue, onLogout }: Props) {
  const t = useTranslations('Protection');
  const tc = useTranslations('Common');
  const hours = Math.floor(session.playedSeconds / 3600);
  const minutes = Math.floor((session.playedSeconds % 3600) / 60);
  const sign = session.netSatang > 0 ? '+' : session.netSatang < 0 ? '−' : '';
  return (
    <Dialog
      title={t('realityDialog')}
      closeLabel={tc('close')}
      onClose={onContinue}
      className="reality-dialog"
    >
      <p>{t('played', { time: t('duration', { hours, minutes }) })}</p>
      <p>{t('net', { amount: `${sign}${formatMoney(Math.abs(session.netSatang))}` })}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onLogout}>
          {t('logout')}
        </button>
        <button type="button" className="button button-primary" onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </Dialog>
  );
}
