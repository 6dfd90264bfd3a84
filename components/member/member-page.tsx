import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { homePathOf, siteLocale } from '@/lib/i18n/locales';
import { publicGames } from '@/lib/public/catalogue';
import { requireMemberProfile } from '@/lib/session/server';
import { GameLobby } from '@/components/lobby/game-lobby';
import { gameBrowserLabels } from '@/components/games/browser-labels';
import { memberKey, readRecent, RECENT_COOKIE } from '@/lib/games/recent-games';
import { AllClientMessages } from '@/components/i18n/all-client-messages';
import { AutoOpen, type AutoOpenTarget } from './auto-open';
import { MemberOverview, type MemberPageKey } from './member-overview';

const targets: Partial<Record<MemberPageKey, AutoOpenTarget>> = {
  deposit: { wallet: 'deposit' },
  withdraw: { wallet: 'withdraw' },
  u: { info: 0 },
  history: { info: 1 },
  affiliate: { info: 3 },
  referral: { info: 3 },
};

/**
 * Every member route checks the session on the server itself (docs/architecture.md §3), then shows the
 * lobby.
 */
export async function MemberPage({
  locale,
  page,
  path,
  gameId,
}: {
  locale: string;
  page: MemberPageKey;
  path: string;
  gameId?: string;
}) {
  setRequestLocale(siteLocale(locale));
  const prefix = homePathOf(locale).replace(/^\/$/, '');
  // The session is checked before anything is sent, so a signed-out visitor is redirected with a
  // real 307.
  const profile = await requireMemberProfile(`${prefix}${path}`);
  const t = await getTranslations('Lobby');
  const target = targets[page];
  return (
    <AllClientMessages>
      {page === 'lobby' ? (
        <h1>{t('title')}</h1>
      ) : (
        <MemberOverview page={page} profile={profile} locale={locale} />
      )}
      <LobbyGames locale={locale} phone={profile.phone} title={t('games')} gameId={gameId} />
      {target ? <AutoOpen target={target} /> : null}
    </AllClientMessages>
  );
}

/*
 * The lobby's games, in the page's first response rather than behind a Suspense boundary: React
 * hydrates a streamed boundary at its lowest priority, after every other update of the page, so the
 * category tabs came alive 1.6–2.5 s after the load event on a phone at 4× CPU, and a tap before then
 * hydrated the grid inside the tap (docs/performance.md, "Touches"). The list is a cached catalogue
 * read (lib/public/catalogue.ts), so waiting for it holds the page for little.
 */
async function LobbyGames({
  locale,
  phone,
  title,
  gameId,
}: {
  locale: string;
  phone: string;
  title: string;
  gameId?: string;
}) {
  const games = await publicGames();
  const t = await getTranslations('Lobby');
  // recently played: kept per member on the device (lib/games/recent-games.ts), drawn here so the
  // row is in the first paint
  const key = memberKey(phone);
  const recentIds = readRecent((await cookies()).get(RECENT_COOKIE)?.value, key);
  const labels = await gameBrowserLabels(locale, t('playGame', { name: '{name}' }));
  return (
    <GameLobby
      games={games.ok ? games.items : []}
      locale={locale}
      labels={labels}
      title={title}
      member={{ key, recentIds }}
      autoLaunchId={gameId}
    />
  );
}
