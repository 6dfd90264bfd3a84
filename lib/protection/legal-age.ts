/*
 * The legal gambling age's bounds (docs/player-protection.md), in a module without zod: the registration
 * form reads the age in the browser, and the site's configuration (lib/env/site.ts) checks the same range.
 */
export const LEGAL_AGE = { min: 18, max: 25, fallback: 20 } as const;
