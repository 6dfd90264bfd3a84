'use client';

import './protection.css';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import useSWR from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import { rtpText, type GameView } from '@/lib/casino/game-view';
import { formatMoney } from '@/lib/format';
import { gameName } from '@/lib/games/game-names';
import type { GameReturnsView } from '@/lib/protection/view';

export const GAME_RETURNS_KEY = '/games/returns';

/** The member's own return on a game in percent, e.g. '87.50'; null with nothing staked. */
export function realisedReturn(stakesSatang: number, winsSatang: number): string | null {
  return stakesSatang > 0 ? ((winsSatang / stakesSatang) * 100).toFixed(2) : null;
}

/**
 * In the member lobby, loaded with its own chunk after the games (docs/player-protection.md, "Return to
 * player per game"): each game the member played in the last 30 days with its theoretical return beside
 * the member's own, and their stakes, wins and net. Nothing when the upstream has no such figures.
 */
export function GameReturns({ games, locale }: { games: GameView[]; locale: string }) {
  const t = useTranslations('Protection');
  const titleId = useId();
  const { data } = useSWR<GameReturnsView | null>(
    GAME_RETURNS_KEY,
    (path: string) => bffFetch<GameReturnsView | null>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!data) return null;
  const byKey = new Map(games.map((g) => [`${g.provider}/${g.code}`, g]));
  return (
    <section className="game-returns" aria-labelledby={titleId}>
      <h2 id={titleId} className="game-section-title">
        {t('returnsTitle', { days: data.days })}
      </h2>
      <p className="field-hint">{t('returnsHint')}</p>
      {data.games.length === 0 ? (
        <p>{t('returnsEmpty', { days: data.days })}</p>
      ) : (
        <ul className="game-returns-list">
          {data.games.map((r) => {
            const game = byKey.get(`${r.provider}/${r.code}`);
            const yours = realisedReturn(r.stakesSatang, r.winsSatang);
            const sign = r.netSatang > 0 ? '+' : r.netSatang < 0 ? '−' : '';
            return (
              <li key={`${r.provider}/${r.code}`}>
                <p className="game-returns-name">{game ? gameName(game, locale) : r.code}</p>
                <p className="game-returns-rates">
                  {game?.rtp != null ? <span>{t('returnsRtp', { percent: rtpText(game.rtp) })}</span> : null}
                  {yours ? <span>{t('returnsYours', { percent: yours })}</span> : null}
                </p>
                <p className="field-hint">
                  {t('returnsFigures', {
                    rounds: r.rounds,
                    stakes: formatMoney(r.stakesSatang),
                    wins: formatMoney(r.winsSatang),
                    net: `${sign}${formatMoney(Math.abs(r.netSatang))}`,
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
