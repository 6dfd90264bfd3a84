import { getTranslations } from 'next-intl/server';
import type { PromotionView } from '@/lib/casino/promotion-view';
import { pickText } from '@/lib/i18n/localized-text';
import { Link } from '@/lib/i18n/navigation';
import { artFigures, termRows, workedExample, type Phrase } from '@/lib/public/promotion-summary';
import { MemberOfferSlot } from './member-offer-slot';
import { PromotionPicture } from './promotion-picture';

/**
 * One promotion as a card (spec §3 Promotion, §9 'none'): its picture or our art, its terms, a worked
 * example of the turnover rule, and the next step for whoever is looking. The page is one static page
 * for everyone, so both next steps are in the HTML and <html data-member> shows one (app/globals.css,
 * "Member or guest on a static page"): sign up for a guest, choose it at the deposit for a member, or,
 * for a member who cannot take it now, why not (member-offer.tsx).
 * `id` lets the home banners open this card. Its title is the promotion's name in the page's language
 * where the upstream gives one (lib/i18n/localized-text.ts).
 */
export async function PromotionCard({
  promotion: p,
  index,
  locale,
}: {
  promotion: PromotionView;
  index: number;
  locale: string;
}) {
  const t = await getTranslations('Promotion');
  const say = (phrase: Phrase) => t(phrase.key, phrase.values);
  const none = t('none');
  const name = pickText(p.names, p.name, locale);
  const figures = artFigures(p, locale);
  const example = workedExample(p);
  return (
    <article className="promo-card" id={`promotion-${p.id}`}>
      <div className="promo-media">
        <PromotionPicture
          imageUrl={p.imageUrl}
          alt={t('imageAlt', { name: name.text })}
          art={{
            headline: say(figures.headline),
            headlineLang: figures.headlineLang,
            subline: figures.subline ? say(figures.subline) : null,
            tone: index,
          }}
        />
      </div>
      <div className="promo-body">
        <h2 className="promo-name" lang={name.lang}>
          {name.text}
        </h2>
        <dl className="promo-facts">
          {termRows(p).map(({ label, value }) => (
            <div key={label} className={value ? undefined : 'is-none'}>
              <dt>{t(label)}</dt>
              <dd>{value ? say(value) : none}</dd>
            </div>
          ))}
        </dl>
        {example ? <p className="promo-example">{say(example)}</p> : null}
        <div className="promo-actions">
          <Link href="/register" className="button button-primary for-guest">
            {t('cardRegister')}
          </Link>
          {/* Choosing a promotion starts from the deposit (spec §4 Promotion popup); a member who cannot take this one is told why instead. */}
          <MemberOfferSlot promotionId={p.id}>
            <Link href="/deposit" className="button button-primary for-member">
              {t('cardDeposit')}
            </Link>
          </MemberOfferSlot>
        </div>
      </div>
    </article>
  );
}
