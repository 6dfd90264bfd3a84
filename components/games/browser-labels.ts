import 'server-only';
import { getTranslations } from 'next-intl/server';
import { KNOWN_CATEGORIES } from '@/lib/games/catalogue-order';
import type { GameBrowserLabels } from './game-browser';
import { siteLocale } from '@/lib/i18n/locales';

/**
 * The game browser's strings, translated on the server (STYLE.md: translate in the server parent).
 * `action` is the tile's accessible name with a '{name}' placeholder, e.g. "เล่นเลย {name}".
 */
export async function gameBrowserLabels(locale: string, action: string): Promise<GameBrowserLabels> {
  const t = await getTranslations({ locale: siteLocale(locale), namespace: 'Games' });
  const categories: Record<string, string> = { all: t('categories.all'), other: t('categories.other') };
  for (const key of KNOWN_CATEGORIES) categories[key] = t(`categories.${key}`);
  return {
    gamesLabel: t('gamesLabel'),
    categoriesLabel: t('categoriesLabel'),
    categories,
    search: t('search'),
    searchPlaceholder: t('searchPlaceholder'),
    // filled in the browser: with precompiled catalogues the placeholder is formatted back in as text
    noResults: t('noResults', { query: '{query}' }),
    popular: t('popular'),
    new: t('new'),
    recent: t('recent'),
    // filled in the browser, as noResults
    rtp: t('rtp', { percent: '{percent}' }),
    action,
  };
}
