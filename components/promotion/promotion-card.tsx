import { getTranslations } from 'next-intl/server';
import type { PromotionView } from '@/lib/casino/promotion-view';
import { formatMoney } from '@/lib/format';
import { PromotionLogo } from './promotion-logo';

/** One promotion as a card: picture, name and its figures (spec §3 Promotion, §9 'none'). */
export async function PromotionCard({ promotion: p }: { promotion: PromotionView }) {
  const t = await getTranslations('Promotion');
  const none = t('none');
  const money = (satang: number | null) =>
    satang === null ? none : t('amountValue', { amount: formatMoney(satang) });
  const rows: Array<[string, string]> = [
    [t('bonusPercent'), p.bonusPercent === null ? none : t('percentValue', { value: p.bonusPercent })],
    [t('bonusFixed'), money(p.bonusFixedSatang)],
    [t('bonusMax'), money(p.bonusMaxSatang)],
    [t('turnover'), p.turnover === null ? none : t('turnoverValue', { value: p.turnover })],
    [t('depositMax'), money(p.depositMaxSatang)],
  ];
  return (
    <article className="promo-card">
      <div className="promo-media">
        {p.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- operator images come from any host; next/image would need each host allow-listed
          <img src={p.imageUrl} alt={t('imageAlt', { name: p.name })} loading="lazy" decoding="async" />
        ) : (
          <PromotionLogo />
        )}
      </div>
      <div className="promo-body">
        <h2 className="promo-name">{p.name}</h2>
        <dl className="promo-facts">
          {rows.map(([label, value]) => (
            <div key={label} className={value === none ? 'is-none' : undefined}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
