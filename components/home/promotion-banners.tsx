import { getTranslations } from 'next-intl/server';
import { publicPromotions } from '@/lib/public/catalogue';
import { artFigures, bannerSlides, type Phrase } from '@/lib/public/promotion-summary';
import { PromotionCarousel, type CarouselSlide } from './promotion-carousel';

/**
 * The home page's promotion banners (spec §2 home; the promotions of spec §3), read from the same
 * cached public catalogue as /promotion. Each slide opens its promotion's card on /promotion. With
 * no catalogue (upstream down, or `next build` without one) a single welcome slide from our own copy.
 */
export async function PromotionBanners() {
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
    const figures = artFigures(p);
    return {
      key: p.id,
      href: `/promotion#promotion-${p.id}`,
      picture: {
        imageUrl: p.imageUrl,
        alt: t('imageAlt', { name: p.name }),
        eager,
        art: {
          kicker: p.name,
          headline: say(figures.headline),
          subline: figures.subline ? say(figures.subline) : null,
          cta: tb('details'),
          tone: i,
        },
      },
    };
  });
  return (
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
  );
}
