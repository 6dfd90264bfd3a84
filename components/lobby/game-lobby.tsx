'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { GameView } from '@/lib/casino/game-view';
import type { ProfileView } from '@/lib/casino/profile-view';
import { BASE_PATH } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { gameName } from '@/lib/games/game-names';
import { pushRecent, recentCookie } from '@/lib/games/recent-games';
import { useProfile } from '@/lib/hooks/use-profile';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { showDialog } from '@/lib/stores/notifications';
import { GameBrowser, type GameBrowserLabels } from '@/components/games/game-browser';
import { BreakNotice, useBreak } from '@/components/protection/break-notice';
import { formatDateTime } from '@/lib/dates';
import { GameFrame } from './game-frame';

// the member's own return per game (docs/player-protection.md): its own chunk, after the games are drawn
const GameReturns = dynamic(() => import('@/components/protection/game-returns').then((m) => m.GameReturns), {
  ssr: false,
});

/** Spec §4 game launch: a first deposit is required, and credit must be above 1 baht. */
const MIN_CREDIT_SATANG = 100;

interface Props {
  games: GameView[];
  locale: string;
  labels: GameBrowserLabels;
  title: string;
  /** The member's key and recently played game ids, read from the cookie on the server. */
  member: { key: string; recentIds: string[] };
  autoLaunchId?: string;
}

/** The member game lobby (/lobby, /lobby/{id}): the catalogue; a game opens in an embedded frame. */
export function GameLobby({ games, locale, labels, title, member, autoLaunchId }: Props) {
  const t = useTranslations('Lobby');
  const upstream = useUpstreamText();
  const tp = useTranslations('Protection');
  const { data: profile } = useProfile();
  const onBreak = useBreak();
  const [playing, setPlaying] = useState<{ game: GameView; url: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [recentIds, setRecentIds] = useState(member.recentIds);
  const autoLaunched = useRef(false);

  function remember(game: GameView) {
    const next = pushRecent(recentIds, game.id);
    setRecentIds(next);
    document.cookie = recentCookie(member.key, next, BASE_PATH);
  }

  async function launch(game: GameView) {
    if (busy) return;
    // A tap before the member's data arrived waits for it rather than doing nothing.
    const current = profile ?? (await bffFetch<ProfileView>('/customers/profile').catch(() => null));
    if (!current) return showDialog({ type: 'error', message: t('launchFailed') });
    // a break comes before everything else (docs/player-protection.md): a member who never deposited is
    // not asked to deposit while deposits are closed to them; the server refuses it too
    if (onBreak) {
      const until = formatDateTime(onBreak.until, locale);
      return showDialog({
        type: 'warning',
        message: `${tp('blocked', { kind: onBreak.kind, until })} ${tp('blockedPlay')}`,
      });
    }
    if (!current.hasDeposited) return showDialog({ type: 'warning', message: t('depositFirst') });
    if (current.creditSatang <= MIN_CREDIT_SATANG)
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
      remember(game);
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
  const byId = new Map(games.map((g) => [g.id, g]));
  const recent = recentIds.flatMap((id) => byId.get(id) ?? []);
  return (
    <>
      <BreakNotice scope="play" exclusion={onBreak} />
      <GameBrowser
        games={games}
        locale={locale}
        labels={labels}
        title={title}
        recent={recent}
        busyId={busy}
        onPlay={(game) => void launch(game)}
      />
      <GameReturns games={games} locale={locale} />
      {playing ? (
        <GameFrame
          title={gameName(playing.game, locale)}
          url={playing.url}
          onClose={() => setPlaying(null)}
        />
      ) : null}
    </>
  );
}
