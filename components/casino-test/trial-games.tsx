'use client';

import { useState } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import type { GameView } from '@/lib/casino/game-view';
import { GameArt } from './game-art';
import { TrialGameFrame } from './trial-game-frame';

export interface TrialGamesLabels {
  trialLabel: string;
  play: string;
  /** '{name}' is replaced with the game's name: the Play button's accessible name. */
  playGame: string;
  launching: string;
  launchFailed: string;
  close: string;
  frameTitle: string;
  categories: Record<string, string>;
}

type Launch =
  | { game: GameView; state: 'loading' }
  | { game: GameView; state: 'failed' }
  | { game: GameView; state: 'ready'; url: string };

/*
 * The trial catalogue (spec §2 /casino-test, guests per spec §6): rendered on the server as part of the
 * static page, made interactive here. Play asks the BFF for a trial URL (no login) and opens it in a
 * sandboxed frame.
 */
export function TrialGames({ games, labels }: { games: GameView[]; labels: TrialGamesLabels }) {
  const [launch, setLaunch] = useState<Launch | null>(null);

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

  const fill = (template: string, name: string) => template.replace('{name}', name);

  return (
    <>
      <ul className="trial-grid">
        {games.map((game) => (
          <li key={game.id} className="trial-card">
            <div className="trial-media">
              <GameArt game={game} />
              <span className="trial-badge">{labels.trialLabel}</span>
            </div>
            <div className="trial-body">
              <h2 className="trial-name">{game.name}</h2>
              <p className="trial-category">{labels.categories[game.category] ?? labels.categories.other}</p>
              <button
                type="button"
                className="button button-primary button-small"
                aria-label={fill(labels.playGame, game.name)}
                disabled={launch?.state === 'loading' && launch.game.id === game.id}
                onClick={() => void play(game)}
              >
                {launch?.state === 'loading' && launch.game.id === game.id ? labels.launching : labels.play}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {launch && launch.state !== 'loading' ? (
        <TrialGameFrame
          title={fill(labels.frameTitle, launch.game.name)}
          closeLabel={labels.close}
          url={launch.state === 'ready' ? launch.url : null}
          error={launch.state === 'failed' ? labels.launchFailed : null}
          onClose={() => setLaunch(null)}
        />
      ) : null}
    </>
  );
}
