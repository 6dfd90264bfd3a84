'use client';

import { useEffect, useRef, useState } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import type { GameView } from '@/lib/casino/game-view';
import { gameName } from '@/lib/games/game-names';
import { GameBrowser, type GameBrowserLabels } from '@/components/games/game-browser';
import { GameDialog } from '@/components/games/game-dialog';

export interface TrialGamesLabels {
  launchFailed: string;
  close: string;
  /** '{name}' is replaced with the game's name. */
  frameTitle: string;
}

type Launch =
  | { game: GameView; state: 'loading' }
  | { game: GameView; state: 'failed' }
  | { game: GameView; state: 'ready'; url: string };

/*
 * The trial catalogue (spec §2 /casino-test, guests per spec §6): rendered on the server as part of the
 * static page, made interactive here. Play asks the BFF for a trial URL (no login) and opens it in a
 * sandboxed frame. ?game={code} (the home page's game rows) opens that game at once.
 */
export function TrialGames({
  games,
  locale,
  browser,
  labels,
}: {
  games: GameView[];
  locale: string;
  browser: GameBrowserLabels;
  labels: TrialGamesLabels;
}) {
  const [launch, setLaunch] = useState<Launch | null>(null);
  const opened = useRef(false);

  async function play(game: GameView) {
    setLaunch({ game, state: 'loading' });
    const mobile = window.matchMedia('(max-width: 800px), (pointer: coarse)').matches;
    try {
      const { url } = await bffFetch<{ url: string }>(
        `/trial-game/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.code)}?mobile=${mobile}`,
      );
      setLaunch((current) => (current?.game.id === game.id ? { game, state: 'ready', url } : current));
    } catch {
      setLaunch((current) => (current?.game.id === game.id ? { game, state: 'failed' } : current));
    }
  }

  useEffect(() => {
    // the page is static: the query is read here, not on the server
    if (opened.current) return;
    opened.current = true;
    const code = new URLSearchParams(window.location.search).get('game');
    const game = code ? games.find((g) => g.code === code) : undefined;
    if (game) void Promise.resolve().then(() => play(game));
  });

  return (
    <>
      <GameBrowser
        games={games}
        locale={locale}
        labels={browser}
        busyId={launch?.state === 'loading' ? launch.game.id : null}
        onPlay={(game) => void play(game)}
      />
      {launch && launch.state !== 'loading' ? (
        <GameDialog
          title={labels.frameTitle.replace('{name}', gameName(launch.game, locale))}
          closeLabel={labels.close}
          url={launch.state === 'ready' ? launch.url : null}
          error={launch.state === 'failed' ? labels.launchFailed : null}
          onClose={() => setLaunch(null)}
        />
      ) : null}
    </>
  );
}
