'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/dates';
import { useProtection } from '@/lib/hooks/use-protection';
import type { ProtectionView } from '@/lib/protection/view';

/** What a break closes where the notice stands: the deposit form and promotions, games, or bonus claims. */
export type BreakScope = 'deposit' | 'play' | 'bonus';

/** The running time-out or self-exclusion, null when none (or while the settings load). */
export function useBreak(): ProtectionView['exclusion'] {
  return useProtection().data?.exclusion ?? null;
}

/**
 * Withdraw-only during a break (docs/player-protection.md, AGCO 2.23 and Brazil's barred-player exit): the
 * reason and the end in the page's date style, then what is closed here and that withdrawing still works.
 * The controls beside it are disabled by the caller; the server refuses them too.
 */
export function BreakNotice({
  scope,
  exclusion,
}: {
  scope: BreakScope;
  exclusion: ProtectionView['exclusion'];
}) {
  const t = useTranslations('Protection');
  const locale = useLocale();
  if (!exclusion) return null;
  const what = { deposit: 'blockedDeposit', play: 'blockedPlay', bonus: 'blockedBonus' } as const;
  return (
    <p className="alert alert-warning break-notice" role="status" data-testid="break-notice">
      {t('blocked', { kind: exclusion.kind, until: formatDateTime(exclusion.until, locale) })}{' '}
      {t(what[scope])}
    </p>
  );
}
