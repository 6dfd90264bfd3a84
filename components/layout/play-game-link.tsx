'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { showDialog } from '@/lib/stores/notifications';

/** Play game (spec §2): to the lobby; already on the lobby, a dialog asks to pick a game. */
export function PlayGameLink({ className, label }: { className: string; label: string }) {
  const t = useTranslations('Lobby');
  const onLobby = usePathname() === '/lobby';
  if (onLobby) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => showDialog({ type: 'info', message: t('selectGame') })}
      >
        {label}
      </button>
    );
  }
  return (
    <Link href="/lobby" className={className}>
      {label}
    </Link>
  );
}
