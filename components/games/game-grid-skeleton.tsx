import { getTranslations } from 'next-intl/server';

const TILES = 12;

/**
 * What the lobby shows while its game list loads: tiles of the real tile's size (the square picture,
 * two lines of name, one of provider), so nothing moves when the games arrive (CLS budget,
 * docs/performance.md), and one line for a screen reader.
 */
export async function GameGridSkeleton() {
  const t = await getTranslations('Games');
  return (
    <section className="lobby-section">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: TILES }, (_, i) => (
          <li key={i}>
            <span className="game-tile game-tile-skeleton">
              <span className="game-tile-media" />
              <span className="game-tile-name">
                <span className="skeleton-line" />
              </span>
              <span className="game-tile-meta">
                <span className="skeleton-line skeleton-line-short" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
