import type { SymbolId } from '../services/slot';

/*
 * Reel faces drawn as inline SVG: no font or image to fetch, and no emoji font to count on
 * (older phones and bare servers have none). Referenced with <use href="#s-id"> inside the page.
 */

export const faces: Record<SymbolId, { label: string; svg: string }> = {
  cherry: {
    label: 'เชอร์รี่ · Cherry',
    svg: '<path d="M22 40C26 24 34 14 46 10M42 40C40 26 42 18 46 10" stroke="#2e7d32" stroke-width="3" fill="none"/><circle cx="22" cy="46" r="10" fill="#d32f2f"/><circle cx="42" cy="46" r="10" fill="#c62828"/>',
  },
  lemon: {
    label: 'มะนาว · Lemon',
    svg: '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#fdd835" stroke="#f9a825" stroke-width="2"/><circle cx="9" cy="34" r="3" fill="#f9a825"/><circle cx="55" cy="34" r="3" fill="#f9a825"/>',
  },
  bell: {
    label: 'ระฆัง · Bell',
    svg: '<path d="M32 10C20 10 16 22 16 34L12 46H52L48 34C48 22 44 10 32 10Z" fill="#ffb300"/><circle cx="32" cy="51" r="5" fill="#8d6e00"/>',
  },
  elephant: {
    label: 'ช้าง · Elephant',
    svg: '<circle cx="18" cy="28" r="12" fill="#90a4ae"/><circle cx="46" cy="28" r="12" fill="#90a4ae"/><circle cx="32" cy="30" r="14" fill="#b0bec5"/><rect x="28" y="36" width="8" height="20" rx="4" fill="#b0bec5"/><circle cx="27" cy="27" r="2" fill="#263238"/><circle cx="37" cy="27" r="2" fill="#263238"/>',
  },
  tiger: {
    label: 'เสือ · Tiger',
    svg: '<circle cx="18" cy="16" r="6" fill="#fb8c00"/><circle cx="46" cy="16" r="6" fill="#fb8c00"/><circle cx="32" cy="34" r="20" fill="#fb8c00"/><path d="M32 14V24M18 28L26 32M46 28L38 32M14 38H23M50 38H41" stroke="#212121" stroke-width="3"/><circle cx="25" cy="30" r="2.5" fill="#212121"/><circle cx="39" cy="30" r="2.5" fill="#212121"/><ellipse cx="32" cy="43" rx="6" ry="4" fill="#fff3e0"/>',
  },
  diamond: {
    label: 'เพชร · Diamond',
    svg: '<polygon points="32,8 54,26 32,56 10,26" fill="#29b6f6" stroke="#0277bd" stroke-width="2"/><polygon points="10,26 54,26 32,8" fill="#81d4fa"/>',
  },
};

/** The hidden sprite sheet, once per page. */
export const faceDefs = `<svg class="defs" aria-hidden="true" focusable="false">${Object.entries(faces)
  .map(([id, f]) => `<symbol id="s-${id}" viewBox="0 0 64 64">${f.svg}</symbol>`)
  .join('')}</svg>`;

/** One face, for the server-rendered reels and pay table; the page script builds the same markup. */
export const face = (id: SymbolId) =>
  `<svg viewBox="0 0 64 64" role="img" aria-label="${faces[id].label}"><use href="#s-${id}"/></svg>`;
