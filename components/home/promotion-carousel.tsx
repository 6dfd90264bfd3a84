import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { PromotionPicture } from '@/components/promotion/promotion-picture';

export interface CarouselSlide {
  key: string;
  /** A page path without the locale (the localized Link adds it), with a fragment for one card. */
  href: string;
  picture: ComponentProps<typeof PromotionPicture>;
  /** The promotion the slide sells (absent on our own welcome slide): a member sees only those they can take. */
  promotionId?: string;
}

export interface CarouselLabels {
  region: string;
  previous: string;
  next: string;
  /** "2 of 3", for the slide. */
  position: (index: number, total: number) => string;
  /** "Promotion 2", for the dot that shows it. */
  goTo: (index: number) => string;
}

const slideId = (index: number) => `banner-${index}`;

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/*
 * The home banner carousel with no script of its own (the home page's first-load JS is at its
 * 150 kB budget, docs/performance.md): a CSS scroll-snap strip a thumb swipes, and plain fragment
 * links to move it. Each slide carries its own previous/next arrows and dots, so the controls
 * in view always point at the right neighbours whether the player swiped or tapped. The slides
 * have a fixed aspect ratio (CLS 0); app/globals.css "Home banner carousel" keeps a tap from
 * scrolling the page itself. Pattern: WAI-ARIA APG carousel, slides as labelled groups.
 */
export function PromotionCarousel({ slides, labels }: { slides: CarouselSlide[]; labels: CarouselLabels }) {
  const total = slides.length;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={labels.region}>
      <div className="banner-track">
        {slides.map((slide, i) => {
          const index = i + 1;
          const previous = index === 1 ? total : index - 1;
          const next = index === total ? 1 : index + 1;
          return (
            <div
              key={slide.key}
              id={slideId(index)}
              className="banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.position(index, total)}
            >
              <Link href={slide.href} className="banner-link">
                <PromotionPicture {...slide.picture} />
              </Link>
              {total > 1 ? (
                <div className="banner-controls">
                  <a href={`#${slideId(previous)}`} className="banner-arrow" aria-label={labels.previous}>
                    <Chevron back />
                  </a>
                  <span className="banner-dots">
                    {slides.map((other, j) => (
                      <a
                        key={other.key}
                        href={`#${slideId(j + 1)}`}
                        className="banner-dot"
                        aria-label={labels.goTo(j + 1)}
                        aria-current={j === i ? 'true' : undefined}
                      />
                    ))}
                  </span>
                  <a href={`#${slideId(next)}`} className="banner-arrow" aria-label={labels.next}>
                    <Chevron />
                  </a>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
