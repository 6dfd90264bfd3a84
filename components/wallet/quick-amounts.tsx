'use client';

import './wallet.css';
import { useTranslations } from 'next-intl';
import { formatWholeBaht } from '@/lib/format';
import { QUICK_AMOUNTS_SATANG, withinBounds, type DepositBounds } from '@/lib/wallet/deposit-bounds';

/** Quick amounts under the deposit field: one tap fills it; an amount outside the bounds is not offered. */
export function QuickAmounts({
  bounds,
  valueSatang,
  onPick,
}: {
  bounds: DepositBounds;
  valueSatang: number | null;
  onPick: (satang: number) => void;
}) {
  const t = useTranslations('Wallet');
  return (
    <div className="quick-amounts" role="group" aria-label={t('quickAmounts')}>
      {QUICK_AMOUNTS_SATANG.map((satang) => (
        <button
          key={satang}
          type="button"
          className="quick-amount"
          aria-pressed={valueSatang === satang}
          disabled={!withinBounds(satang, bounds)}
          onClick={() => onPick(satang)}
        >
          {formatWholeBaht(satang)}
        </button>
      ))}
    </div>
  );
}
