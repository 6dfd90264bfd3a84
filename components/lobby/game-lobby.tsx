'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { GameView } from '@/lib/casino/game-view';
import type { ProfileView } from '@/lib/casino/profile-view';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { useProfile } from '@/lib/hooks/use-profile';
import { showDialog } from '@/lib/stores/notifications';
import { GameFrame } from './game-frame';
import { GameTile } from './game-tile';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';

/** Spec §4 game launch: a first deposit is required, and credit must be above 1 baht. */
const MIN_CREDIT_SATANG = 100;

/** The member game lobby (/lobby, /lobby/{id}): the catalogue; a game opens in an embedded frame. */
export function GameLobby({ games, autoLaunchId }: { games: GameView[]; autoLaunchId?: string }) {
  const t = useTranslations('Lobby');
  const upstream = useUpstreamText();
  const { data: profile } = useProfile();
  const [playing, setPlaying] = useState<{ game: GameView; url: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const autoLaunched = useRef(false);

  async function launch(game: GameView) {
    if (busy) return;
    // A tap before the member's data arrived waits for it rather than doing nothing.
    const member = profile ?? (await bffFetch<ProfileView>('/customers/profile').catch(() => null));
    if (!member) return showDialog({ type: 'error', message: t('launchFailed') });
    if (!member.hasDeposited) return showDialog({ type: 'warning', message: t('depositFirst') });
    if (member.creditSatang <= MIN_CREDIT_SATANG)
      return showDialog({ type: 'warning', message: t('lowCredit') });
    setBusy(game.id);
    void bffFetch('/banner-clicks', { method: 'POST', body: { gameId: game.id, gameName: game.name } }).catch(
      () => undefined,
    );
    try {
      const mobile = window.matchMedia('(max-width: 899px)').matches;
      const { url } = await bffFetch<{ url: string }>(
        `/launch-game/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.code)}?mobile=${mobile}`,
      );
      setPlaying({ game, url });
    } catch (e) {
      const message = e instanceof AppError && e.message !== e.code ? upstream(e.message) : t('launchFailed');
      showDialog({ type: 'error', message });
    } finally {
      setBusy(null);
    }
  }

  useEffect(() => {
    if (!autoLaunchId || autoLaunched.current || !profile) return;
    const game = games.find((g) => g.id === autoLaunchId || g.code === autoLaunchId);
    if (!game) return;
    autoLaunched.current = true;
    // /lobby/{id}: launch once the member's data is in, outside the render that loaded it.
    void Promise.resolve().then(() => launch(game));
  });

  if (games.length === 0) return <p className="empty-state">{t('noGames')}</p>;
  return (
    <>
      <ul className="game-grid" aria-label={t('gamesLabel')}>
        {games.map((game) => (
          <li key={game.id}>
            <GameTile
              game={game}
              busy={busy === game.id}
              onPlay={() => void launch(game)}
              label={t('play')}
              category={
                t.has(`categories.${game.category}`) ? t(`categories.${game.category}`) : game.category
              }
            />
          </li>
        ))}
      </ul>
      {playing ? (
        <GameFrame title={playing.game.name} url={playing.url} onClose={() => setPlaying(null)} />
      ) : null}
    </>
  );
}
