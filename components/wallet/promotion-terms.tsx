'use client';

import { useTranslations } from 'next-intl';
import { formatMoneyOrNone } from '@/lib/format';
import type { PromotionView } from '@/lib/casino/promotion-view';

/** A promotion's terms (spec §3): bonus, turnover multiplier, and deposit_max shown as min and max. */
export function PromotionTerms({ promotion }: { promotion: PromotionView }) {
  const t = useTranslations('Wallet');
  const none = t('none');
  const bonus = promotion.bonusFixedSatang
    ? t('bonusFixed', { amount: formatMoneyOrNone(promotion.bonusFixedSatang, none) })
    : promotion.bonusPercent
      ? t('bonusPercent', {
          percent: promotion.bonusPercent,
          max: formatMoneyOrNone(promotion.bonusMaxSatang, none),
        })
      : none;
  return (
    <dl className="terms">
      <div>
        <dt>{t('bonus')}</dt>
        <dd>{bonus}</dd>
      </div>
      <div>
        <dt>{t('turnover')}</dt>
        <dd>{promotion.turnover ? `×${promotion.turnover}` : none}</dd>
      </div>
      <div>
        <dt>{t('depositMin')}</dt>
        <dd>{formatMoneyOrNone(promotion.depositMaxSatang, none)}</dd>
      </div>
      <div>
        <dt>{t('depositMax')}</dt>
        <dd>{formatMoneyOrNone(promotion.depositMaxSatang, none)}</dd>
      </div>
    </dl>
  );
}
