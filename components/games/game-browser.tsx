'use client';

import { useCallback, useId, useMemo, useState } from 'react';
import { rtpText, type GameView } from '@/lib/casino/game-view';
import { categoriesOf, categoryKey, popularFirst } from '@/lib/games/catalogue-order';
import { gameName, matchesQuery, searchText } from '@/lib/games/game-names';
import { GameTile } from './game-tile';

export interface GameBrowserLabels {
  gamesLabel: string;
  categoriesLabel: string;
  /** 'all', every key of KNOWN_CATEGORIES and 'other'. */
  categories: Record<string, string>;
  search: string;
  searchPlaceholder: string;
  /** '{query}' is replaced with what was typed. */
  noResults: string;
  popular: string;
  new: string;
  recent: string;
  /** The theoretical return on a tile; '{percent}' is replaced with e.g. '95.95'. */
  rtp: string;
  /** The tile's accessible name; '{name}' is replaced with the game's name. */
  action: string;
}

interface Props {
  games: GameView[];
  locale: string;
  labels: GameBrowserLabels;
  onPlay: (game: GameView) => void;
  /** The game being launched: its tile shows a spinner. */
  busyId?: string | null;
  /** The member's recently played games, newest first (lib/games/recent-games.ts). */
  recent?: GameView[];
  /** The heading over the grid, when the page has none of its own there. */
  title?: string;
}

const fill = (template: string, key: string, value: string) => template.replace(`{${key}}`, value);

/*
 * The catalogue with category filters and a search across the three languages' names
 * (docs/architecture.md, "Game catalogue"): popular games first, then the rest. Used by the member
 * lobby and the trial page; each brings its own launch.
 */
export function GameBrowser({ games, locale, labels, onPlay, busyId, recent = [], title }: Props) {
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  const ids = useId();
  const indexed = useMemo(
    () => popularFirst(games).map((game) => ({ game, name: gameName(game, locale), text: searchText(game) })),
    [games, locale],
  );
  const tabs = useMemo(() => ['all', ...categoriesOf(games)], [games]);
  const shown = new Set(
    indexed
      .filter(
        ({ game, text }) =>
          (category === 'all' || categoryKey(game.category) === category) && matchesQuery(text, query),
      )
      .map(({ game }) => game.id),
  );

  const tile = useCallback(
    (game: GameView, name: string, busy: boolean) => (
      <GameTile
        name={name}
        providerName={game.providerName}
        category={game.category}
        categoryLabel={labels.categories[categoryKey(game.category)] ?? labels.categories.other!}
        image={game.image}
        badge={
          game.popular
            ? { kind: 'popular', label: labels.popular }
            : game.isNew
              ? { kind: 'new', label: labels.new }
              : null
        }
        rtpLabel={game.rtp === null ? null : fill(labels.rtp, 'percent', rtpText(game.rtp))}
        actionLabel={fill(labels.action, 'name', name)}
        onPlay={() => onPlay(game)}
        busy={busy}
      />
    ),
    [labels, onPlay],
  );
  /*
   * Every tile stays mounted and a filter only hides the ones it leaves out (docs/performance.md,
   * "Touches"): a category tap then changes one attribute per tile instead of removing and drawing
   * tiles, and going back to "all" draws nothing again. The tiles themselves are kept between
   * renders while the games, labels and launch stay the same.
   */
  const tiles = useMemo(
    () => new Map(indexed.map(({ game, name }) => [game.id, tile(game, name, busyId === game.id)])),
    [indexed, tile, busyId],
  );

  return (
    <>
      {recent.length > 0 ? (
        <section className="lobby-section" aria-labelledby={`${ids}-recent`}>
          <h2 id={`${ids}-recent`} className="game-section-title">
            {labels.recent}
          </h2>
          <ul className="game-row" aria-label={labels.recent}>
            {recent.map((game) => (
              <li key={game.id}>{tile(game, gameName(game, locale), busyId === game.id)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="lobby-section" aria-labelledby={title ? `${ids}-all` : undefined}>
        {title ? (
          <h2 id={`${ids}-all`} className="game-section-title">
            {title}
          </h2>
        ) : null}
        <div className="game-filters">
          <div className="game-tabs" role="group" aria-label={labels.categoriesLabel}>
            {tabs.map((key) => (
              <button
                key={key}
                type="button"
                className="game-tab"
                aria-pressed={category === key}
                onClick={() => setCategory(key)}
              >
                {labels.categories[key] ?? labels.categories.other}
              </button>
            ))}
          </div>
          <label className="game-search">
            <span className="visually-hidden">{labels.search}</span>
            <input
              type="search"
              value={query}
              placeholder={labels.searchPlaceholder}
              onChange={(e) => setQuery(e.target.value)}
              enterKeyHint="search"
              autoComplete="off"
            />
          </label>
        </div>
        <ul className="game-grid" aria-label={labels.gamesLabel} hidden={shown.size === 0}>
          {indexed.map(({ game }) => (
            <li key={game.id} hidden={!shown.has(game.id)}>
              {tiles.get(game.id)}
            </li>
          ))}
        </ul>
        {shown.size === 0 ? (
          <p className="game-empty" role="status">
            {fill(labels.noResults, 'query', query.trim())}
          </p>
        ) : null}
      </section>
    </>
  );
}
