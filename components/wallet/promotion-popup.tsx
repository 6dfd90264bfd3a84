'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { pickText } from '@/lib/i18n/localized-text';
import { useProfile } from '@/lib/hooks/use-profile';
import { usePromotionTerms } from '@/lib/hooks/use-promotion-terms';
import { useStore } from '@/lib/hooks/use-store';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { openPopup } from '@/lib/stores/popup';
import { selectPromotion, walletStore } from '@/lib/stores/wallet';
import { typedSatang } from '@/lib/wallet/deposit-bounds';
import { PromotionTerms } from './promotion-terms';
import { PromotionThumb } from './promotion-thumb';
import { BreakNotice, useBreak } from '@/components/protection/break-notice';

/*
 * The Promotion popup (spec §2, §4): pick one of the member's promotions, or go back to Deposit. Each
 * shows its terms for the amount already typed. The promotions the member cannot take now are listed
 * too, greyed out with the reason (the upstream's promotions_unavailable): a member who sees three
 * promotions on the promotions page and one here otherwise has no idea why. When the upstream does
 * not give reasons, the promotions it did not offer are listed with a general one. Each is named in
 * the page's language where the upstream gives that name (lib/i18n/localized-text.ts).
 */
export function PromotionPopup() {
  const t = useTranslations('Wallet');
  const locale = useLocale();
  const upstream = useUpstreamText();
  const profile = useProfile().data;
  const terms = usePromotionTerms();
  const amountSatang = typedSatang(useStore(walletStore).depositAmount);
  const promotions = profile?.promotions ?? [];
  // no promotions during a break (docs/player-protection.md)
  const onBreak = useBreak();
  const offered = new Set(promotions.map((p) => p.id));
  const unavailable =
    profile?.unavailablePromotions ??
    (profile
      ? terms
          .filter((p) => !offered.has(p.id))
          .map((p) => ({
            id: p.id,
            name: p.name,
            names: p.names,
            imageUrl: p.imageUrl,
            reason: t('promotionNotOffered'),
          }))
      : []);
  return (
    <div className="promotion-list">
      <BreakNotice scope="deposit" exclusion={onBreak} />
      {amountSatang ? (
        <p className="promotion-quote-for">{t('quoteFor', { amount: formatMoney(amountSatang) })}</p>
      ) : null}
      {promotions.length === 0 ? (
        <p className="empty-state">{t('noPromotions')}</p>
      ) : (
        <ul>
          {promotions.map((p) => {
            const term = terms.find((x) => x.id === p.id);
            const name = pickText(p.names, p.name, locale);
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className="promotion-option"
                  disabled={!!onBreak}
                  onClick={() => {
                    selectPromotion(p.id);
                    openPopup('Deposit');
                  }}
                >
                  <PromotionThumb imageUrl={p.imageUrl} />
                  <span className="promotion-option-body">
                    <span className="promotion-card-name" lang={name.lang}>
                      {name.text}
                    </span>
                    {term ? <PromotionTerms promotion={term} amountSatang={amountSatang} /> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {unavailable.length ? (
        <section className="promotion-unavailable" aria-labelledby="promotion-unavailable-title">
          <h3 id="promotion-unavailable-title">{t('unavailableTitle')}</h3>
          <ul>
            {unavailable.map((p) => {
              const term = terms.find((x) => x.id === p.id);
              const name = pickText(p.names, p.name, locale);
              return (
                <li key={p.id}>
                  <button type="button" className="promotion-option" disabled>
                    <PromotionThumb imageUrl={p.imageUrl} />
                    <span className="promotion-option-body">
                      <span className="promotion-card-name" lang={name.lang}>
                        {name.text}
                      </span>
                      <span className="promotion-reason">{upstream(p.reason)}</span>
                      {term ? <PromotionTerms promotion={term} compact /> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => openPopup('Deposit')}>
          {t('back')}
        </button>
      </div>
    </div>
  );
}
