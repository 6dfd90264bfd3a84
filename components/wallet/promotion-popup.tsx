'use client';

import { useTranslations } from 'next-intl';
import { useProfile } from '@/lib/hooks/use-profile';
import { openPopup } from '@/lib/stores/popup';
import { selectPromotion } from '@/lib/stores/wallet';
import { PromotionTerms } from './promotion-terms';
import { PromotionThumb } from './promotion-thumb';
import { usePromotionTerms } from '@/lib/hooks/use-promotion-terms';

/** The Promotion popup (spec §2, §4): pick one of the member's promotions, or go back to Deposit. */
export function PromotionPopup() {
  const t = useTranslations('Wallet');
  const promotions = useProfile().data?.promotions ?? [];
  const terms = usePromotionTerms();
  return (
    <div className="promotion-list">
      {promotions.length === 0 ? (
        <p className="empty-state">{t('noPromotions')}</p>
      ) : (
        <ul>
          {promotions.map((p) => {
            const term = terms.find((x) => x.id === p.id);
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className="promotion-option"
                  onClick={() => {
                    selectPromotion(p.id);
                    openPopup('Deposit');
                  }}
                >
                  <PromotionThumb imageUrl={p.imageUrl} />
                  <span className="promotion-option-body">
                    <span className="promotion-card-name">{p.name}</span>
                    {term ? <PromotionTerms promotion={term} /> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => openPopup('Deposit')}>
          {t('back')}
        </button>
      </div>
    </div>
  );
}
