'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';

/**
 * The launched game in an embedded frame (spec §4). Only http(s) URLs are framed; the frame is
 * sandboxed to what a game page needs (scripts, its own origin for its calls, forms).
 */
export function GameFrame({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const t = useTranslations('Common');
  const safe = /^https?:\/\//i.test(url);
  return (
    <Dialog title={title} closeLabel={t('close')} onClose={onClose} width={600} className="game-dialog">
      {safe ? (
        <iframe
          src={url}
          title={title}
          className="game-frame"
          sandbox="allow-scripts allow-same-origin allow-forms"
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </Dialog>
  );
}
