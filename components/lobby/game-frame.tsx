'use client';

import './lobby.css';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { gameFrameSandbox, isFramableInBrowser } from '@/lib/security/game-frame';

/**
 * The launched game in an embedded frame (spec §4). Only http(s) URLs, or the embedded demo's page
 * under the site's path, are framed; the frame is sandboxed to what a game page needs (scripts,
 * forms, and its own origin when that is not ours: lib/security/game-frame.ts).
 */
export function GameFrame({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const t = useTranslations('Common');
  return (
    <Dialog title={title} closeLabel={t('close')} onClose={onClose} width={600} className="game-dialog">
      {isFramableInBrowser(url) ? (
        <iframe
          src={url}
          title={title}
          className="game-frame"
          sandbox={gameFrameSandbox(url, window.location.href)}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </Dialog>
  );
}
