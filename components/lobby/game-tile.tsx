import type { GameView } from '@/lib/casino/game-view';

const palette = ['#6d3df5', '#e2367a', '#f08a24', '#16a085', '#2f7de1', '#b8860b'];

/** A game card: the operator's image, or our own drawn tile with the game's initials. */
/** The first two letters as a reader sees them: Thai vowels and tone marks stay with their consonant. */
function initials(name: string): string {
  const letters = [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(name)].map(
    (s) => s.segment,
  );
  return letters.slice(0, 2).join('');
}

export function GameTile({
  game,
  busy,
  onPlay,
  label,
  category,
}: {
  game: GameView;
  busy: boolean;
  onPlay: () => void;
  label: string;
  category: string;
}) {
  const colour = palette[[...game.code].reduce((n, c) => n + c.charCodeAt(0), 0) % palette.length];
  return (
    <button
      type="button"
      className="game-tile"
      onClick={onPlay}
      aria-busy={busy}
      aria-label={`${label}: ${game.name}`}
    >
      {game.imageUrl ? (
        // Operator artwork from any host; next/image would need every host listed in advance.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={game.imageUrl} alt="" loading="lazy" width={160} height={160} />
      ) : (
        <span
          className="game-art"
          style={{ background: `linear-gradient(135deg, ${colour}, #1d1a33)` }}
          aria-hidden="true"
        >
          {initials(game.name)}
        </span>
      )}
      <span className="game-name">{game.name}</span>
      <span className="game-category">{category}</span>
      {busy ? <span className="spinner game-spinner" aria-hidden="true" /> : null}
    </button>
  );
}
