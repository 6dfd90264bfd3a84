import { getTranslations } from 'next-intl/server';
import { rtpText, type GameView } from '@/lib/casino/game-view';
import { categoryKey } from '@/lib/games/catalogue-order';
import { gameName } from '@/lib/games/game-names';
import { Link } from '@/lib/i18n/navigation';
import { publicGames } from '@/lib/public/catalogue';
import { GameTile } from '@/components/games/game-tile';
import { siteLocale } from '@/lib/i18n/locales';

/** A row fills a desktop line: 6 tiles (app/layout.css .game-row). */
const ROW = 6;

/*
 * Home's "popular games" and "new games" rows (docs/architecture.md, "Game catalogue"): rendered on
 * the server from the public catalogue, plain links to the trial page with the game opened, so
 * home's first-load JS does not grow. Popular falls back to the catalogue's first games when the
 * upstream marks none; with no catalogue, nothing is shown (home has no error box for it).
 */
export async function GameRows({ locale }: { locale: string }) {
  const games = await publicGames();
  if (!games.ok || games.items.length === 0) return null;
  const marked = games.items.filter((g) => g.popular);
  const popular = (marked.length ? marked : games.items).slice(0, ROW);
  const fresh = games.items.filter((g) => g.isNew).slice(0, ROW);
  const t = await getTranslations({ locale: siteLocale(locale), namespace: 'Games' });

  const row = (id: string, title: string, list: GameView[], badge: 'popular' | 'new') => (
    <section className="home-games" aria-labelledby={id}>
      <div className="home-games-head">
        <h2 id={id} className="game-section-title">
          {title}
        </h2>
        {/* static HTML for guest and member alike (docs/performance.md): both links, CSS shows one */}
        <Link href="/casino-test" className="home-games-all for-guest">
          {t('tryAll')}
        </Link>
        <Link href="/lobby" prefetch={false} className="home-games-all for-member">
          {t('playAll')}
        </Link>
      </div>
      <ul className="game-row" aria-label={title}>
        {list.map((game) => {
          const name = gameName(game, locale);
          const category = categoryKey(game.category);
          return (
            <li key={game.id}>
              <GameTile
                name={name}
                providerName={game.providerName}
                category={game.category}
                categoryLabel={t(`categories.${category}` as 'categories.other')}
                image={game.image}
                badge={badge === 'new' || game.popular ? { kind: badge, label: t(badge) } : null}
                rtpLabel={game.rtp === null ? null : t('rtp', { percent: rtpText(game.rtp) })}
                actionLabel={t('tryGame', { name })}
                href={`/casino-test?game=${encodeURIComponent(game.code)}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <>
      {row('home-popular-games', t('popularRow'), popular, 'popular')}
      {fresh.length > 0 ? row('home-new-games', t('newRow'), fresh, 'new') : null}
    </>
  );
}
