'use client';

import './wallet.css';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';

/*
 * Turnover as done / required with a bar (spec §3 current_promotion.turnover and
 * turnover_needed): a player decides whether to keep playing or withdraw from this line, so it
 * says what is left in money, not only a percentage. One component for the member bar, the home
 * page, the information popup and the withdraw dialog.
 */
export function TurnoverProgress({
  doneSatang,
  requiredSatang,
  compact = false,
}: {
  doneSatang: number;
  requiredSatang: number;
  compact?: boolean;
}) {
  const t = useTranslations('Wallet');
  const done = Math.max(0, Math.min(doneSatang, requiredSatang));
  const left = Math.max(0, requiredSatang - doneSatang);
  const percent = requiredSatang > 0 ? Math.floor((done / requiredSatang) * 100) : 100;
  const figures = t('turnoverOf', { done: formatMoney(done), required: formatMoney(requiredSatang) });
  return (
    <div className={`turnover${compact ? ' turnover-compact' : ''}`}>
      <div className="turnover-head">
        <span>{t('turnoverLabel')}</span>
        <span className="money">{figures}</span>
      </div>
      <div
        className="turnover-bar"
        role="progressbar"
        aria-label={t('turnoverLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {compact ? null : (
        <p className="turnover-note">
          {left > 0 ? t('turnoverLeft', { amount: formatMoney(left) }) : t('turnoverDone')}
        </p>
      )}
    </div>
  );
}
