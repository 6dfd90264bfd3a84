'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import type { PromotionView } from '@/lib/casino/promotion-view';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, formatMoneyOrNone } from '@/lib/format';
import { quotePromotion } from '@/lib/wallet/promotion-quote';

/*
 * A promotion's terms before the member commits to it (spec §3): the bonus and the turnover, for the
 * amount typed when there is one ("deposit 500, bonus +250, play 3,750 before withdrawing"), the most
 * that may be deposited with it, the most that may be withdrawn and when it ends. Spec §3 shows
 * deposit_max as both the minimum and the maximum deposit; it is the maximum only here
 * (docs/architecture.md §8). Terms the upstream does not state are left out rather than guessed.
 */
export function PromotionTerms({
  promotion,
  amountSatang = null,
  compact = false,
}: {
  promotion: PromotionView;
  amountSatang?: number | null;
  /** Bonus and turnover only: for a promotion the member cannot take now. */
  compact?: boolean;
}) {
  const t = useTranslations('Wallet');
  const locale = useLocale();
  const none = t('none');
  const rule = promotion.bonusFixedSatang
    ? t('bonusFixed', { amount: formatMoneyOrNone(promotion.bonusFixedSatang, none) })
    : promotion.bonusPercent
      ? t('bonusPercent', {
          percent: promotion.bonusPercent,
          max: formatMoneyOrNone(promotion.bonusMaxSatang, none),
        })
      : none;
  const quote = amountSatang && !compact ? quotePromotion(promotion, amountSatang) : null;
  const baht = (satang: number | null) =>
    satang ? t('amountBaht', { amount: formatMoney(satang) }) : t('noLimit');
  const row = (label: string, value: string, strong = false) => (
    <div>
      <dt>{label}</dt>
      <dd>{strong ? <strong>{value}</strong> : value}</dd>
    </div>
  );
  return (
    <>
      <dl className="terms">
        {row(t('bonus'), rule)}
        {row(t('turnover'), promotion.turnover ? t('turnoverTimes', { times: promotion.turnover }) : none)}
        {quote && !quote.overMax ? (
          <>
            {row(t('bonusForAmount'), t('bonusPlus', { amount: formatMoney(quote.bonusSatang) }), true)}
            {row(
              t('turnoverForAmount'),
              quote.turnoverSatang === null
                ? none
                : t('amountBaht', { amount: formatMoney(quote.turnoverSatang) }),
              true,
            )}
          </>
        ) : null}
        {compact ? null : (
          <>
            {row(t('depositMax'), baht(promotion.depositMaxSatang))}
            {promotion.withdrawMaxSatang === undefined
              ? null
              : row(t('withdrawMax'), baht(promotion.withdrawMaxSatang))}
            {promotion.endsAt === undefined
              ? null
              : row(t('endsAt'), promotion.endsAt ? formatDateTime(promotion.endsAt, locale) : t('noEnd'))}
          </>
        )}
      </dl>
      {quote?.overMax && promotion.depositMaxSatang ? (
        <p className="terms-warning" role="note">
          {t('overPromotionMax', { max: formatMoney(promotion.depositMaxSatang) })}
        </p>
      ) : null}
    </>
  );
}
