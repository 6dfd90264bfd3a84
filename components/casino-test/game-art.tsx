import type { GameView } from '@/lib/casino/game-view';

/*
 * Our own cover for a game without an image: a tile in a colour picked from the game's code,
 * with a symbol for its category. Drawn here, never copied artwork.
 */
const palettes = [
  ['#3b1f6b', '#f5c04a'],
  ['#0f4c5c', '#7ee0c3'],
  ['#5c1a33', '#ff9f7a'],
  ['#1d3b6e', '#8fc1ff'],
  ['#4a3a0c', '#ffd873'],
  ['#143d2a', '#9be37a'],
] as const;

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function GameArt({ game }: { game: GameView }) {
  if (game.imageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- provider images come from any host; next/image would need each allow-listed
    return <img src={game.imageUrl} alt="" loading="lazy" decoding="async" />;
  }
  const [bg, fg] = palettes[hash(game.code) % palettes.length]!;
  const slot = game.category === 'slot';
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect width="160" height="100" fill={bg} />
      <circle cx="130" cy="18" r="40" fill={fg} opacity="0.12" />
      <circle cx="24" cy="92" r="30" fill={fg} opacity="0.1" />
      {slot ? (
        <g>
          <rect
            x="38"
            y="28"
            width="84"
            height="44"
            rx="8"
            fill="#0e0c19"
            opacity="0.55"
            stroke={fg}
            strokeWidth="2"
          />
          {[52, 80, 108].map((x) => (
            <g key={x}>
              <rect x={x - 11} y="34" width="22" height="32" rx="4" fill="#f4f2ff" opacity="0.92" />
              <circle cx={x} cy="50" r="7" fill={fg} />
              <circle cx={x} cy="50" r="3" fill={bg} />
            </g>
          ))}
        </g>
      ) : (
        <g>
          <rect x="50" y="24" width="34" height="48" rx="5" fill="#f4f2ff" transform="rotate(-12 67 48)" />
          <rect
            x="76"
            y="26"
            width="34"
            height="48"
            rx="5"
            fill="#f4f2ff"
            stroke={bg}
            strokeWidth="1.5"
            transform="rotate(10 93 50)"
          />
          <path d="M93 40l6 10-6 10-6-10z" fill={fg} transform="rotate(10 93 50)" />
          <circle cx="62" cy="44" r="6" fill={fg} transform="rotate(-12 67 48)" />
        </g>
      )}
    </svg>
  );
}
