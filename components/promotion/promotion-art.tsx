import { useId } from 'react';
import type { TextLang } from '@/lib/i18n/localized-text';

/** Three brand backgrounds, so neighbouring slides or cards without a picture do not look the same. */
export const ART_TONES = 3;

/**
 * Our own banner art for a promotion the upstream gives no picture for (spec §2: image or default
 * logo): its figures as text ("โบนัส 50%", "สูงสุด 500 บาท") over a drawn gift and coins, in the
 * brand's gold on one of three dark backgrounds. The text is HTML rather than SVG text so it wraps,
 * uses the page's Thai font and is read by screen readers with the link around it; the drawing is
 * decoration. Shared by the home carousel and the promotion cards.
 */
export function PromotionArt({
  headline,
  headlineLang,
  subline = null,
  kicker = null,
  kickerLang,
  cta = null,
  tone = 0,
}: {
  headline: string;
  /** The headline's language when it is not the page's (a promotion's name shown as the upstream gave it). */
  headlineLang?: TextLang;
  subline?: string | null;
  /** A line above the headline: the promotion's name on the carousel. */
  kicker?: string | null;
  /** The kicker's language when it is not the page's. */
  kickerLang?: TextLang;
  /** The carousel's "see details" pill; the cards have their own buttons. */
  cta?: string | null;
  tone?: number;
}) {
  // Several copies share a page: gradient ids must be unique per copy.
  const id = useId();
  const gold = `${id}-gold`;
  const coin = `${id}-coin`;
  return (
    <div className={`promo-art promo-art-tone-${tone % ART_TONES}`}>
      <svg className="promo-art-motif" viewBox="20 0 180 180" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe49a" />
            <stop offset="1" stopColor="#d99a1e" />
          </linearGradient>
          <linearGradient id={coin} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd873" />
            <stop offset="1" stopColor="#b87a12" />
          </linearGradient>
        </defs>
        <circle cx="118" cy="96" r="78" fill="#f5c04a" opacity="0.1" />
        <circle cx="118" cy="96" r="54" fill="#f5c04a" opacity="0.14" />
        <rect x="92" y="84" width="82" height="68" rx="5" fill={`url(#${gold})`} />
        <rect x="86" y="66" width="94" height="22" rx="5" fill="#ffe49a" />
        <rect x="127" y="66" width="12" height="86" fill="#c2362f" />
        <path
          d="M133 66c-8-16-28-20-28-7 0 8 16 9 28 7zm0 0c8-16 28-20 28-7 0 8-16 9-28 7z"
          fill="none"
          stroke="#c2362f"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <g stroke="#8a5a0c" strokeWidth="1.5">
          <ellipse cx="58" cy="150" rx="30" ry="10" fill={`url(#${coin})`} />
          <ellipse cx="58" cy="140" rx="30" ry="10" fill={`url(#${coin})`} />
          <ellipse cx="58" cy="130" rx="30" ry="10" fill={`url(#${coin})`} />
          <ellipse cx="58" cy="120" rx="30" ry="10" fill={`url(#${coin})`} />
          <ellipse cx="58" cy="120" rx="18" ry="5.5" fill="none" stroke="#fff3c4" opacity="0.7" />
        </g>
        <g fill="#fff3c4">
          <path d="M70 28l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
          <path d="M176 30l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" opacity="0.8" />
          <path d="M186 120l1.5 4.5 4.5 1.5-4.5 1.5-1.5 4.5-1.5-4.5-4.5-1.5 4.5-1.5z" opacity="0.7" />
        </g>
      </svg>
      <div className="promo-art-text">
        {kicker ? (
          <span className="promo-art-kicker" lang={kickerLang}>
            {kicker}
          </span>
        ) : null}
        <span className="promo-art-headline" lang={headlineLang}>
          {headline}
        </span>
        {subline ? <span className="promo-art-sub">{subline}</span> : null}
        {cta ? <span className="promo-art-cta">{cta}</span> : null}
      </div>
    </div>
  );
}
