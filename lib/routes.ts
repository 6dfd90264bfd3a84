import { defaultLocale, localePrefixes, locales, type Locale } from './i18n/locales';

/*
 * The one route table (spec §2, docs/architecture.md §3). Paths are page paths without the /lobby
 * base path and without the locale prefix. proxy.ts, the server guards and the safe-redirect
 * check all read this table, so a page's access is decided in exactly one place.
 */

export type Access = 'public' | 'guest-only' | 'member';

const table: ReadonlyArray<readonly [RegExp, Access]> = [
  [/^\/$/, 'public'],
  [/^\/(login|register|forgetpassword)$/, 'guest-only'],
  // one page: /authentication redirects to /authenticate
  [/^\/(authenticate|authentication)$/, 'public'],
  [/^\/(promotion|privacy-policy|responsible-play|casino-test|article|ref)$/, 'public'],
  [/^\/article\/[a-z0-9-]{1,100}$/, 'public'],
  [/^\/(deposit|withdraw|history|affiliate|referral|lobby|u)$/, 'member'],
  [/^\/(lobby|u)\/[A-Za-z0-9_-]{1,64}$/, 'member'],
];

/** The access of a page path, or null when no page has that path (→ 404). */
export function accessOf(pagePath: string): Access | null {
  const path = pagePath.length > 1 ? pagePath.replace(/\/$/, '') : pagePath;
  for (const [pattern, access] of table) if (pattern.test(path)) return access;
  return null;
}

/** Splits '/en/deposit' into its locale and page path: { locale: 'en', prefix: '/en', page: '/deposit' }. */
export function splitLocalePrefix(path: string): { locale: Locale; prefix: string; page: string } {
  for (const locale of locales) {
    const prefix = localePrefixes[locale];
    if (!prefix) continue;
    if (path === prefix) return { locale, prefix, page: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, prefix, page: path.slice(prefix.length) };
  }
  return { locale: defaultLocale, prefix: '', page: path };
}

/**
 * Where a member who asks for trial play goes instead: trial play is the guest's taste of the games
 * (spec §2, /casino-test: "no deposit needed", "register"), which is untrue for a member, who plays for
 * real in the lobby (spec §4), the tapped game launched there. Null for every other page.
 */
export function memberPlayPath(pagePath: string, search: URLSearchParams): string | null {
  if (pagePath.replace(/\/$/, '') !== '/casino-test') return null;
  const game = search.get('game');
  return game && /^[A-Za-z0-9_-]{1,64}$/.test(game) ? `/lobby/${game}` : '/lobby';
}
