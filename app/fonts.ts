import localFont from 'next/font/local';

/*
 * Sarabun, self-hosted from @fontsource (the build has no internet), in two families split by
 * script so a Thai page fetches only the Thai and Latin subsets. `swap` shows text at once in the
 * phone's own face and swaps when the file is there; the Latin family has a size-adjusted local
 * fallback, so the swap barely moves it (CLS budget, docs/performance.md). `optional` was tried: on a
 * first visit it keeps the system font for the whole page, and a phone without a Thai face shows
 * empty boxes.
 *
 * Not preloaded: Chromium holds the first paint while a preloaded font is on its way. With real
 * throttling (slow 4G, 4x CPU) home painted at 0.98 s with the four preloads, 0.86 s with none and
 * 0.97 s with only the Thai 400 face, against 0.66 s for the floor page (docs/performance.md, "First
 * paint"). Without preloads the files are asked for as soon as the first styles use them.
 */
export const sarabunLatin = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/sarabun/files/sarabun-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/sarabun/files/sarabun-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-sarabun-latin',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const sarabunThai = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/sarabun/files/sarabun-thai-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-sarabun-thai',
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC' },
  ],
});
