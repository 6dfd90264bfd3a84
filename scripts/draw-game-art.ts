/*
 * Draws the thumbnail of every demo game (casino-api/seed/data.ts) in the one style of
 * lib/games/game-art.ts and writes casino-api/demo-game/art/{code}.webp, which the reference API
 * serves under /demo/art. Our own shapes only, no artwork from anywhere else. Run after changing
 * the catalogue or a drawing, then commit the output:
 *
 *   npx tsx scripts/draw-game-art.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { faces } from '../casino-api/demo-game/faces';
import { demoCatalogue } from '../casino-api/seed/data';
import { artSvg, card, categoryArt, coin, fish, suits, type ArtTheme } from '../lib/games/game-art';

const OUT = path.join(__dirname, '..', 'casino-api', 'demo-game', 'art');
/** Twice the widest tile (a 6-column desktop grid), so next/image has a sharp source for every size. */
const SIZE = 384;

const place = (svg: string, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${svg}</g>`;

const crown = (x: number, y: number, s: number) =>
  place(
    `<path d="M0 14L2 0L9 8L14-2L19 8L26 0L28 14Z" fill="#f6c343" stroke="#b07d12" stroke-width="1.5" stroke-linejoin="round"/><circle cx="14" cy="9" r="2.4" fill="#d62839"/>`,
    x,
    y,
    s,
  );

const die = (x: number, y: number, deg: number, pips: [number, number][]) =>
  `<g transform="translate(${x} ${y}) rotate(${deg})"><rect x="-10" y="-10" width="20" height="20" rx="4" fill="#fffdf6" stroke="#c9a227"/>` +
  pips
    .map(
      ([px, py]) =>
        `<circle cx="${px}" cy="${py}" r="2.2" fill="${pips.length === 1 ? '#d62839' : '#1b1b2f'}"/>`,
    )
    .join('') +
  `</g>`;

const waves = (y: number, colour: string) =>
  `<path d="M0 ${y}Q8 ${y - 5} 16 ${y}T32 ${y}T48 ${y}T64 ${y}" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

const themes: Record<string, ArtTheme> = {
  'lucky-tiger': {
    colours: ['#b3123f', '#3a0a2e'],
    emblem: place(faces.tiger.svg, 0, 2, 1) + coin(54, 54, 7),
  },
  'golden-elephant': {
    colours: ['#f7b733', '#8a4b08'],
    emblem: place(faces.elephant.svg, 0, 6, 1) + crown(22, 0, 0.75),
  },
  'songkran-splash': {
    colours: ['#ff5f9e', '#6a1b9a'],
    emblem:
      [
        [22, 4, 1],
        [6, 26, 0.7],
        [40, 24, 0.8],
      ]
        .map(([x, y, s]: number[]) =>
          place(
            `<path d="M16 0C22 12 30 20 30 30A14 14 0 0 1 2 30C2 20 10 12 16 0Z" fill="#4fc3f7" stroke="#e1f5fe" stroke-width="2"/><path d="M9 30A7 7 0 0 0 14 37" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
            x!,
            y!,
            s!,
          ),
        )
        .join('') + waves(58, '#b3e5fc'),
  },
  'mekong-dragon': {
    colours: ['#c0392b', '#3d0b0b'],
    emblem:
      `<path d="M24 14L18 0L30 10ZM36 12L40-2L46 14Z" fill="#fff3c4"/>` +
      `<path d="M6 44Q6 20 30 14Q52 10 60 26L58 38Q46 34 42 42Q32 54 12 50Z" fill="#f6c343" stroke="#b07d12" stroke-width="2"/>` +
      `<path d="M58 38Q48 44 40 42" stroke="#7a1f00" stroke-width="2" fill="none"/>` +
      `<circle cx="40" cy="24" r="5" fill="#fff"/><circle cx="41" cy="24" r="2.4" fill="#1b1b2f"/>` +
      `<path d="M56 30Q64 40 58 52M52 36Q58 50 50 60" stroke="#fff3c4" stroke-width="2" fill="none"/>` +
      `<path d="M14 30Q20 26 24 32Q28 38 34 34" stroke="#b07d12" stroke-width="2" fill="none"/>`,
  },
  'thai-fruits': {
    colours: ['#56ab2f', '#1e5b1a'],
    emblem:
      `<path d="M4 40A28 28 0 0 0 60 40Z" fill="#43a047"/><path d="M8 40A24 24 0 0 0 56 40Z" fill="#e53935"/>` +
      `<g fill="#1b1b2f"><ellipse cx="22" cy="46" rx="1.5" ry="2.4"/><ellipse cx="32" cy="52" rx="1.5" ry="2.4"/><ellipse cx="42" cy="46" rx="1.5" ry="2.4"/></g>` +
      place(faces.cherry.svg, -2, -6, 0.62) +
      place(faces.lemon.svg, 26, -8, 0.62),
  },
  baccarat: {
    colours: ['#0f8a5f', '#053321'],
    emblem:
      card(22, 30, -12, suits.heart()) + card(42, 30, 10, suits.spade()) + coin(12, 54, 6) + coin(52, 56, 6),
  },
  'dragon-tiger': {
    colours: ['#8e0e00', '#1f1c18'],
    emblem:
      card(20, 32, -10, '', '#c62828') +
      card(44, 32, 10, '', '#f9a825') +
      place(faces.tiger.svg, 34, 22, 0.32) +
      `<circle cx="20" cy="32" r="6" fill="#f6c343"/><path d="M16 32Q20 26 24 32Q20 38 16 32Z" fill="#c62828"/>`,
  },
  'hi-lo': {
    colours: ['#1d976c', '#0a3d2a'],
    emblem:
      die(18, 40, -12, [[0, 0]]) +
      die(46, 42, 10, [
        [-5, -5],
        [0, 0],
        [5, 5],
      ]) +
      die(32, 18, 4, [
        [-5, -5],
        [5, -5],
        [-5, 5],
        [5, 5],
      ]),
  },
  'naga-treasure': {
    colours: ['#1a2a6c', '#0b0f2e'],
    emblem:
      `<path d="M8 58C4 44 26 44 28 34C30 24 12 22 18 10" stroke="#00897b" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      `<path d="M8 58C4 44 26 44 28 34C30 24 12 22 18 10" stroke="#4db6ac" stroke-width="3" fill="none" stroke-dasharray="3 4"/>` +
      `<ellipse cx="20" cy="8" rx="8" ry="6" fill="#00897b"/><path d="M14 2L16-4L20 2M22 2L26-4L27 3" fill="#f6c343"/>` +
      `<circle cx="23" cy="7" r="1.8" fill="#f6c343"/>` +
      place(faces.diamond.svg, 30, 24, 0.55) +
      coin(52, 56, 5),
  },
  'muay-thai-champion': {
    colours: ['#2b5876', '#0d1b2a'],
    emblem:
      `<path d="M14 26Q14 8 32 8L40 8Q54 8 54 26L54 38Q54 46 46 46L22 46Q14 46 14 38Z" fill="#e53935" stroke="#7f0000" stroke-width="2"/>` +
      `<path d="M14 30Q6 30 8 22Q10 16 18 20" fill="#c62828" stroke="#7f0000" stroke-width="2"/>` +
      `<path d="M24 14Q34 10 44 14" stroke="#ff8a80" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<rect x="18" y="46" width="32" height="12" rx="2" fill="#fffdf6" stroke="#9e9e9e"/>` +
      `<path d="M4 6Q32 -4 60 6" stroke="#f6c343" stroke-width="3" fill="none"/>` +
      `<path d="M26 52H42" stroke="#1565c0" stroke-width="2"/>`,
  },
  'lotus-fortune': {
    colours: ['#7f00ff', '#2a0845'],
    emblem:
      [-60, -30, 0, 30, 60]
        .map(
          (d) =>
            `<ellipse cx="32" cy="24" rx="8" ry="20" fill="#f48fb1" stroke="#ad1457" stroke-width="1.5" transform="rotate(${d} 32 44)"/>`,
        )
        .join('') +
      `<ellipse cx="32" cy="46" rx="22" ry="6" fill="#2e7d32"/>` +
      coin(32, 38, 7),
  },
  'tuk-tuk-rush': {
    colours: ['#f7971e', '#b33a00'],
    emblem:
      `<path d="M10 16H48L46 24H12Z" fill="#fdd835" stroke="#b07d12" stroke-width="1.5"/>` +
      `<path d="M6 44L12 24H46L58 36V46H6Z" fill="#00acc1" stroke="#006064" stroke-width="2"/>` +
      `<path d="M16 28H30V38H14Z" fill="#e0f7fa"/><path d="M34 28H44L52 36H34Z" fill="#e0f7fa"/>` +
      [16, 48]
        .map(
          (x) =>
            `<circle cx="${x}" cy="48" r="7" fill="#212121"/><circle cx="${x}" cy="48" r="3" fill="#bdbdbd"/>`,
        )
        .join('') +
      `<path d="M-4 30H4M-6 38H2" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
  },
  'golden-temple': {
    colours: ['#1e3c72', '#0b1a3a'],
    emblem:
      `<path d="M32 0V12" stroke="#f6c343" stroke-width="2.5"/>` +
      `<path d="M14 28L32 12L50 28Z" fill="#f6c343" stroke="#b07d12" stroke-width="1.5"/>` +
      `<path d="M6 42L32 22L58 42Z" fill="#e0a526" stroke="#b07d12" stroke-width="1.5"/>` +
      `<path d="M6 42L2 36M58 42L62 36M14 28L10 23M50 28L54 23" stroke="#f6c343" stroke-width="2.5" stroke-linecap="round"/>` +
      `<rect x="12" y="42" width="40" height="16" fill="#c62828"/>` +
      `<path d="M28 58V48Q32 44 36 48V58Z" fill="#f6c343"/>` +
      `<rect x="6" y="58" width="52" height="4" fill="#f6c343"/>`,
  },
  'lucky-cat': {
    colours: ['#e52d27', '#7a0c0c'],
    emblem:
      `<path d="M14 16L18 2L28 12ZM50 16L46 2L36 12Z" fill="#fffdf6" stroke="#bdbdbd"/>` +
      `<path d="M48 22Q56 6 58 14L58 24Q56 30 50 28Z" fill="#fffdf6" stroke="#bdbdbd"/>` +
      `<ellipse cx="32" cy="48" rx="20" ry="14" fill="#fffdf6" stroke="#bdbdbd"/>` +
      `<circle cx="32" cy="24" r="18" fill="#fffdf6" stroke="#bdbdbd"/>` +
      `<path d="M22 22Q25 19 28 22M36 22Q39 19 42 22" stroke="#1b1b2f" stroke-width="2" fill="none" stroke-linecap="round"/>` +
      `<path d="M32 29L30 27H34ZM32 29Q29 33 27 31M32 29Q35 33 37 31" stroke="#1b1b2f" stroke-width="1.4" fill="#f48fb1"/>` +
      `<rect x="16" y="38" width="32" height="4" rx="2" fill="#d62839"/>` +
      coin(32, 44, 4) +
      `<ellipse cx="32" cy="54" rx="9" ry="5" fill="#f6c343" stroke="#b07d12"/>`,
  },
  'floating-market': {
    colours: ['#11998e', '#064d46'],
    emblem:
      `<path d="M22 24L32 10L42 24Z" fill="#e0b86b" stroke="#8d6e00" stroke-width="1.5"/>` +
      `<rect x="27" y="24" width="10" height="14" rx="3" fill="#1565c0"/>` +
      `<circle cx="14" cy="34" r="5" fill="#ffb300"/><circle cx="50" cy="34" r="5" fill="#e53935"/><circle cx="44" cy="34" r="4" fill="#7cb342"/>` +
      `<path d="M2 38H62L54 50H10Z" fill="#8d5524" stroke="#5d3a17" stroke-width="2"/>` +
      waves(56, '#80deea'),
  },
  'mango-sticky-rice': {
    colours: ['#f953c6', '#6a0572'],
    emblem:
      `<ellipse cx="32" cy="52" rx="28" ry="8" fill="#fffdf6" stroke="#bdbdbd"/>` +
      `<ellipse cx="22" cy="42" rx="14" ry="10" fill="#fffde7" stroke="#e0e0e0"/>` +
      `<g fill="#e0e0e0"><circle cx="18" cy="40" r="1.2"/><circle cx="24" cy="44" r="1.2"/><circle cx="27" cy="38" r="1.2"/></g>` +
      `<path d="M30 40Q30 16 50 14Q60 16 58 32Q54 46 30 40Z" fill="#ffb300" stroke="#e65100" stroke-width="2"/>` +
      `<path d="M50 14Q54 4 62 6Q58 14 50 14Z" fill="#43a047"/>`,
  },
  'diamond-sevens': {
    colours: ['#243b55', '#0b1422'],
    emblem:
      `<path d="M10 8H52L34 58H20L36 20H10Z" fill="#e53935" stroke="#f6c343" stroke-width="3" stroke-linejoin="round"/>` +
      place(faces.diamond.svg, 36, 34, 0.45) +
      place(faces.diamond.svg, 0, 36, 0.35),
  },
  roulette: {
    colours: ['#4b134f', '#1a0a1f'],
    emblem:
      `<circle cx="32" cy="32" r="29" fill="#5d3a17" stroke="#f6c343" stroke-width="3"/>` +
      Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        const b = a + Math.PI / 8;
        const p = (t: number) =>
          `${(32 + 24 * Math.cos(t)).toFixed(2)} ${(32 + 24 * Math.sin(t)).toFixed(2)}`;
        return `<path d="M32 32L${p(a)}A24 24 0 0 1 ${p(b)}Z" fill="${i === 0 ? '#2e7d32' : i % 2 ? '#1b1b2f' : '#d62839'}"/>`;
      }).join('') +
      `<circle cx="32" cy="32" r="10" fill="#f6c343" stroke="#b07d12" stroke-width="2"/>` +
      `<path d="M32 22V42M22 32H42" stroke="#b07d12" stroke-width="2"/><circle cx="48" cy="20" r="3" fill="#fff"/>`,
  },
  blackjack: {
    colours: ['#134e5e', '#071f26'],
    emblem:
      card(22, 28, -10, suits.spade()) +
      card(40, 30, 8, suits.club()) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="52" cy="${56 - i * 4}" rx="9" ry="3.5" fill="${i % 2 ? '#fffdf6' : '#d62839'}" stroke="#7f0000"/>`,
        )
        .join(''),
  },
  'pok-deng': {
    colours: ['#8e2de2', '#2c0a4d'],
    emblem:
      card(18, 34, -22, suits.diamond()) +
      card(32, 30, 0, suits.club()) +
      card(46, 34, 22, suits.heart()) +
      coin(32, 56, 6),
  },
  'ocean-king': {
    colours: ['#2193b0', '#0b3c5d'],
    emblem: fish(30, 36, 1.45, '#ef5350', '#ffb300') + crown(14, 2, 0.9) + waves(60, '#b3e5fc'),
  },
  'golden-carp': {
    colours: ['#00467f', '#001f3f'],
    emblem:
      fish(30, 30, 1.4, '#f6c343', '#e65100') +
      `<g fill="none" stroke="#b07d12" stroke-width="1"><path d="M22 26Q26 30 22 34M28 24Q32 30 28 36"/></g>` +
      `<g fill="#bbdefb"><circle cx="8" cy="16" r="3"/><circle cx="14" cy="8" r="2"/></g>` +
      waves(58, '#4fc3f7'),
  },
  'shark-hunter': {
    colours: ['#0575e6', '#021b79'],
    emblem:
      `<path d="M4 38Q20 20 44 26L52 14L54 30Q62 34 60 38Q40 50 4 38Z" fill="#90a4ae" stroke="#37474f" stroke-width="2"/>` +
      `<path d="M8 38Q30 46 56 38" fill="#eceff1"/><circle cx="16" cy="32" r="2" fill="#1b1b2f"/>` +
      `<path d="M12 38L15 41L18 38L21 41L24 38" stroke="#fff" stroke-width="1.2" fill="none"/>` +
      `<circle cx="44" cy="44" r="11" fill="none" stroke="#ff5252" stroke-width="2.5"/>` +
      `<path d="M44 30V38M44 50V58M30 44H38M50 44H58" stroke="#ff5252" stroke-width="2.5"/>`,
  },
  'crab-king': {
    colours: ['#00a6d6', '#004a63'],
    emblem:
      crown(18, 0, 1) +
      `<path d="M10 24Q2 18 6 10Q12 12 12 18M54 24Q62 18 58 10Q52 12 52 18" stroke="#c62828" stroke-width="4" fill="#e53935" stroke-linecap="round"/>` +
      `<path d="M12 40L2 46M12 46L4 54M52 40L62 46M52 46L60 54" stroke="#c62828" stroke-width="3.5" stroke-linecap="round"/>` +
      `<ellipse cx="32" cy="38" rx="22" ry="14" fill="#e53935" stroke="#8e0000" stroke-width="2"/>` +
      `<circle cx="25" cy="26" r="4" fill="#fff"/><circle cx="39" cy="26" r="4" fill="#fff"/>` +
      `<circle cx="25" cy="26" r="2" fill="#1b1b2f"/><circle cx="39" cy="26" r="2" fill="#1b1b2f"/>` +
      `<path d="M26 42Q32 46 38 42" stroke="#8e0000" stroke-width="2" fill="none"/>`,
  },
};

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (f.endsWith('.webp')) rmSync(path.join(OUT, f));
  let total = 0;
  for (const game of demoCatalogue) {
    const theme = themes[game.code] ?? categoryArt[game.category];
    const webp = await sharp(Buffer.from(artSvg(theme)), { density: (72 * SIZE) / 100 })
      .resize(SIZE, SIZE)
      .webp({ quality: 80, effort: 6 })
      .toBuffer();
    writeFileSync(path.join(OUT, `${game.code}.webp`), webp);
    total += webp.length;
  }
  console.log(
    `${demoCatalogue.length} pictures, ${Math.round(total / 1024)} kB, in ${path.relative(process.cwd(), OUT)}`,
  );
}

void main();
