/*
 * The one look of game art (docs/architecture.md, "Game catalogue"): a square stage with a
 * two-colour gradient, soft rays, a glow and sparkles, and an emblem drawn from plain shapes in a
 * 64 × 64 box at its centre. scripts/draw-game-art.ts draws every demo game's thumbnail with it; the
 * tile draws its fallback (a game the upstream sent without an image) with the same stage and the
 * category's emblem, so both sit in one grid without looking like two products. Pure strings: no
 * React, no DOM, usable from the script, the server and the browser.
 */

export interface ArtTheme {
  /** Gradient from the top-left to the bottom-right corner. */
  colours: readonly [string, string];
  /** SVG markup in a 64 × 64 box. */
  emblem: string;
}

const rays = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  const b = a + Math.PI / 14;
  const p = (t: number) => `${(50 + 80 * Math.cos(t)).toFixed(1)} ${(46 + 80 * Math.sin(t)).toFixed(1)}`;
  return `M50 46L${p(a)}L${p(b)}Z`;
}).join('');

const sparkle = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z"/>`;

/** The whole picture as an SVG document; `id` keeps gradient ids unique when several share a page. */
export function artSvg({ colours: [from, to], emblem }: ArtTheme, id = 'a'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx=".5" cy=".46" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".38"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100" height="100" fill="url(#${id}b)"/>` +
    `<path d="${rays}" fill="#fff" opacity=".07"/>` +
    `<circle cx="50" cy="46" r="42" fill="url(#${id}g)"/>` +
    `<g fill="#fff6d5" opacity=".85">${sparkle(14, 16, 4)}${sparkle(86, 22, 3)}${sparkle(82, 80, 3.5)}${sparkle(17, 74, 2.5)}</g>` +
    `<ellipse cx="50" cy="85" rx="27" ry="4.5" fill="#000" opacity=".28"/>` +
    `<g transform="translate(14 9) scale(1.125)">${emblem}</g>` +
    `</svg>`
  );
}

/* Shapes shared by emblems: playing cards, suits, a coin, a fish. */

export const suits = {
  spade: (c = '#1b1b2f') =>
    `<path d="M0-7C4-3 7-1 7 2A3.2 3.2 0 0 1 1 3.6L2 7H-2L-1 3.6A3.2 3.2 0 0 1-7 2C-7-1-4-3 0-7Z" fill="${c}"/>`,
  heart: (c = '#d62839') =>
    `<path d="M0 6C-6 1-7-1-7-3A3.5 3.5 0 0 1 0-4.6A3.5 3.5 0 0 1 7-3C7-1 6 1 0 6Z" fill="${c}"/>`,
  diamond: (c = '#d62839') => `<path d="M0-7L5 0L0 7L-5 0Z" fill="${c}"/>`,
  club: (c = '#1b1b2f') =>
    `<g fill="${c}"><circle cx="0" cy="-3.5" r="3"/><circle cx="-3.4" cy="1.4" r="3"/><circle cx="3.4" cy="1.4" r="3"/><path d="M-1 1H1L2 7H-2Z"/></g>`,
};

/** A card 22 × 32 with its centre at (x, y), turned by `deg`, one big suit in the middle. */
export function card(x: number, y: number, deg: number, suit: string, back?: string): string {
  const face = back
    ? `<rect x="-9" y="-14" width="18" height="28" rx="2" fill="${back}"/><path d="M-6-10L6 10M6-10L-6 10" stroke="#fff" stroke-width="1" opacity=".35"/>`
    : `<g transform="scale(1.4)">${suit}</g><g transform="translate(-7 -10) scale(.45)">${suit}</g><g transform="translate(7 10) scale(.45)">${suit}</g>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    `<rect x="-11" y="-16" width="22" height="32" rx="3" fill="#fffdf6" stroke="#c9a227" stroke-width="1"/>${face}</g>`
  );
}

export const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f6c343" stroke="#b07d12" stroke-width="${r / 5}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="none" stroke="#b07d12" stroke-width="${r / 8}"/>`;

/** A fish facing left, body centred at (x, y). */
export function fish(x: number, y: number, s: number, body: string, fin: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M10 0L22-9V9Z" fill="${fin}"/>` +
    `<ellipse cx="0" cy="0" rx="15" ry="10" fill="${body}"/>` +
    `<path d="M-2-9Q4-16 9-8Z" fill="${fin}"/>` +
    `<path d="M2-6Q6 0 2 6" stroke="${fin}" stroke-width="1.6" fill="none"/>` +
    `<circle cx="-8" cy="-2" r="2.6" fill="#fff"/><circle cx="-8.6" cy="-2" r="1.3" fill="#1b1b2f"/></g>`
  );
}

/*
 * Category emblems: the fallback art for a game without an image (never letters cut from its name).
 */
export const categoryArt: Record<'slot' | 'casino' | 'fishing' | 'other', ArtTheme> = {
  slot: {
    colours: ['#7b2ff7', '#2a0c5c'],
    emblem:
      `<rect x="4" y="14" width="56" height="36" rx="7" fill="#1b1030" stroke="#f6c343" stroke-width="3"/>` +
      [15, 32, 49]
        .map(
          (cx) =>
            `<rect x="${cx - 7}" y="19" width="14" height="26" rx="3" fill="#fffdf6"/>` +
            `<path d="M${cx - 4} 26H${cx + 4}L${cx - 1} 39" stroke="#d62839" stroke-width="3.2" fill="none" stroke-linejoin="round"/>`,
        )
        .join('') +
      `<path d="M60 22H63V34" stroke="#f6c343" stroke-width="2.5" fill="none"/><circle cx="63" cy="18" r="3.4" fill="#d62839"/>` +
      `<rect x="14" y="50" width="36" height="6" rx="2" fill="#f6c343"/>`,
  },
  casino: {
    colours: ['#0f8a5f', '#053321'],
    emblem: card(24, 32, -14, suits.spade()) + card(40, 32, 12, suits.heart()) + coin(50, 52, 7),
  },
  fishing: {
    colours: ['#1e88e5', '#0b2f5c'],
    emblem:
      fish(30, 30, 1.25, '#ffb300', '#ef6c00') +
      `<g fill="#bbdefb" opacity=".9"><circle cx="10" cy="14" r="3"/><circle cx="16" cy="6" r="2"/><circle cx="56" cy="50" r="2.5"/></g>` +
      `<path d="M2 56Q12 50 22 56T42 56T62 56" stroke="#90caf9" stroke-width="3" fill="none"/>`,
  },
  other: {
    colours: ['#ff6a3d', '#6b1430'],
    emblem: `<path d="M32 4L40 22L60 24L45 37L50 57L32 47L14 57L19 37L4 24L24 22Z" fill="#f6c343" stroke="#b07d12" stroke-width="2" stroke-linejoin="round"/>`,
  },
};

export function categoryArtOf(category: string): ArtTheme {
  return category in categoryArt ? categoryArt[category as keyof typeof categoryArt] : categoryArt.other;
}
