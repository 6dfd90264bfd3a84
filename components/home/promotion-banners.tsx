import { getTranslations } from 'next-intl/server';
import { pickText } from '@/lib/i18n/localized-text';
import { publicPromotions } from '@/lib/public/catalogue';
import { artFigures, bannerSlides, type Phrase } from '@/lib/public/promotion-summary';
import { MemberBanners } from './member-banners';
import { PromotionCarousel, type CarouselSlide } from './promotion-carousel';

/**
 * The home page's promotion banners (spec §2 home; the promotions of spec §3), read from the same
 * cached public catalogue as /promotion. Each slide opens its promotion's card on /promotion. With
 * no catalogue (upstream down, or `next build` without one) a single welcome slide from our own copy.
 * A promotion is named in the page's language where the upstream gives that name (lib/i18n/localized-text.ts).
 * A member sees only the promotions they can take (member-banners.tsx).
 */
export async function PromotionBanners({ locale }: { locale: string }) {
  const [t, tb, promotions] = await Promise.all([
    getTranslations('Promotion'),
    getTranslations('PromotionBanners'),
    publicPromotions(),
  ]);
  const say = (phrase: Phrase) => t(phrase.key, phrase.values);
  const slides: CarouselSlide[] = bannerSlides(promotions).map((slide, i) => {
    const eager = i === 0;
    if (slide.kind === 'welcome') {
      return {
        key: 'welcome',
        href: '/promotion',
        picture: {
          imageUrl: null,
          alt: '',
          eager,
          art: {
            kicker: tb('welcomeKicker'),
            headline: tb('welcomeHeadline'),
            subline: tb('welcomeText'),
            cta: tb('details'),
          },
        },
      };
    }
    const p = slide.promotion;
    const name = pickText(p.names, p.name, locale);
    const figures = artFigures(p, locale);
    return {
      key: p.id,
      promotionId: p.id,
      href: `/promotion#promotion-${p.id}`,
      picture: {
        imageUrl: p.imageUrl,
        alt: t('imageAlt', { name: name.text }),
        eager,
        art: {
          kicker: name.text,
          kickerLang: name.lang,
          headline: say(figures.headline),
          headlineLang: figures.headlineLang,
          subline: figures.subline ? say(figures.subline) : null,
          cta: tb('details'),
          tone: i,
        },
      },
    };
  });
  return (
    <MemberBanners slides={slides}>
      <PromotionCarousel
        slides={slides}
        labels={{
          region: tb('region'),
          previous: tb('previous'),
          next: tb('next'),
          position: (index, total) => tb('position', { index, total }),
          goTo: (index) => tb('goTo', { index }),
        }}
      />
    </MemberBanners>
  );
}
