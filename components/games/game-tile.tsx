import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { withBasePath } from '@/lib/base-path';
import { artSvg, categoryArtOf } from '@/lib/games/game-art';
import { Link } from '@/lib/i18n/navigation';

/*
 * The one game tile of the member lobby, the trial page and the home page (docs/architecture.md,
 * "Game catalogue"). Presentational, no hooks: server components give it an href, client ones an
 * onPlay. A square picture (fixed aspect ratio, so nothing moves as it loads), the name in the page's
 * language, the provider and the category. A game without a picture gets our drawn category art,
 * never letters cut from its name.
 */

/** The tile's width in the grids (app/layout.css .game-grid): half a phone, a quarter to a sixth of a desktop. */
export const GAME_TILE_SIZES = '(max-width: 599px) 46vw, (max-width: 1023px) 23vw, 200px';
/*
 * The widest a tile is drawn: 46vw of a 599 px phone (275 CSS px) at 3 device pixels per CSS pixel is
 * 826 px, so a browser reading GAME_TILE_SIZES never picks a candidate above 828w. next/image lists every
 * configured width up to 3840w; the ones no tile can use are dropped, which keeps each tile's markup
 * (twice on a server page: HTML and the RSC payload) to five candidates instead of ten.
 */
const WIDEST_TILE_CANDIDATE = 828;

function tileSrcSet(srcSet: string | undefined): { srcSet?: string; src?: string } {
  if (!srcSet) return {};
  const candidates = srcSet
    .split(', ')
    .map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1] ?? NaN) }))
    .filter((c) => c.width <= WIDEST_TILE_CANDIDATE);
  if (candidates.length === 0) return {};
  return {
    srcSet: candidates.map((c) => c.entry).join(', '),
    src: candidates.at(-1)!.entry.replace(/ \d+w$/, ''),
  };
}

export interface GameTileProps {
  /** The name in the page's language (lib/games/game-names.ts). */
  name: string;
  providerName: string;
  category: string;
  categoryLabel: string;
  /** Our path to the picture (GameView.image), or null for the drawn fallback. */
  image: string | null;
  badge?: { kind: 'popular' | 'new'; label: string } | null;
  /**
   * The theoretical return as text, e.g. "RTP 95.95%" (docs/player-protection.md): server-rendered on the
   * home page, so it costs no script there; null when the upstream gives none.
   */
  rtpLabel?: string | null;
  /** The accessible name of the tile's action, e.g. "เล่นเลย เสือนำโชค". */
  actionLabel: string;
  /** Server pages: where the tile leads. */
  href?: string;
  /** Client pages: what a tap does. */
  onPlay?: () => void;
  busy?: boolean;
}

function Picture({ image, category, id }: { image: string | null; category: string; id: string }) {
  if (!image) {
    // our own drawing from constant shapes (lib/games/game-art.ts), nothing from the upstream
    return (
      <span
        className="game-tile-art"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: artSvg(categoryArtOf(category), id) }}
      />
    );
  }
  const { props } = getImageProps({
    src: withBasePath(image),
    alt: '',
    width: 384,
    height: 384,
    sizes: GAME_TILE_SIZES,
    loading: 'lazy',
  });
  // next/image's own props (srcset of AVIF/WebP sizes, lazy) on a plain <img>: getImageProps keeps
  // the tile free of client JS on the server-rendered home page; alt="" because the name is the text
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} {...tileSrcSet(props.srcSet)} alt="" />;
}

/** Gradient ids of the drawn art must differ between tiles of one page. */
function artId(text: string): string {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return `ga${h.toString(36)}`;
}

export function GameTile(p: GameTileProps) {
  const body: ReactNode = (
    <>
      <span className="game-tile-media" data-category={p.category}>
        <Picture image={p.image} category={p.category} id={artId(`${p.name}:${p.category}`)} />
        {p.badge ? (
          <span className={`game-tile-badge game-tile-badge-${p.badge.kind}`}>{p.badge.label}</span>
        ) : null}
        {p.busy ? <span className="spinner game-spinner" aria-hidden="true" /> : null}
      </span>
      <span className="game-tile-name">{p.name}</span>
      <span className="game-tile-meta">
        {p.providerName} · {p.categoryLabel}
      </span>
      {p.rtpLabel ? <span className="game-tile-meta game-tile-rtp">{p.rtpLabel}</span> : null}
    </>
  );
  if (p.href) {
    // Not prefetched: every tile is its own URL (/casino-test?game=…), so a row in view meant a dozen
    // background fetches of the same page on a phone's connection while it is still loading.
    return (
      <Link href={p.href} prefetch={false} className="game-tile" aria-label={p.actionLabel}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="game-tile"
      onClick={p.onPlay}
      aria-busy={p.busy}
      aria-label={p.actionLabel}
    >
      {body}
    </button>
  );
}
