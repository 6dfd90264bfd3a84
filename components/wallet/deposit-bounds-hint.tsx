'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { DepositBounds } from '@/lib/wallet/deposit-bounds';

/**
 * The smallest and largest deposit as a sentence for under the amount field, shown before anything
 * is typed, with why the largest is what it is; null when the upstream gives no bounds.
 */
export function useDepositBoundsText(bounds: DepositBounds): string | null {
  const t = useTranslations('Wallet');
  const { minSatang, maxSatang, maxBy } = bounds;
  const min = minSatang === null ? null : formatMoney(minSatang);
  const max = maxSatang === null ? null : formatMoney(maxSatang);
  const text =
    min && max
      ? t('amountBounds', { min, max })
      : min
        ? t('amountMinOnly', { min })
        : max
          ? t('amountMaxOnly', { max })
          : null;
  if (!text) return null;
  const why = maxBy === 'promotion' ? t('maxByPromotion') : maxBy === 'limit' ? t('maxByLimit') : null;
  return why ? `${text} ${why}` : text;
}
