'use client';

import { useTranslations } from 'next-intl';
import { GameDialog } from '@/components/games/game-dialog';
import { isFramableInBrowser } from '@/lib/security/game-frame';

/**
 * The launched game (spec §4) in the same full-screen dialog as a trial game, so a phone gives a real
 * game its whole screen too. Only http(s) URLs, or the embedded demo's page under the site's path, are
 * framed (lib/security/game-frame.ts); any other answer from the upstream is a launch that failed.
 */
export function GameFrame({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const t = useTranslations('Common');
  const tl = useTranslations('Lobby');
  const framable = isFramableInBrowser(url);
  return (
    <GameDialog
      title={title}
      closeLabel={t('close')}
      url={framable ? url : null}
      error={framable ? null : tl('launchFailed')}
      onClose={onClose}
    />
  );
}
