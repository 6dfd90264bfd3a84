'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { formatDateTime } from '@/lib/dates';
import { PROTECTION_KEY } from '@/lib/hooks/use-protection';
import type { ProtectionView } from '@/lib/protection/view';
import { showDialog } from '@/lib/stores/notifications';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { useBreak } from './break-notice';

/*
 * The panic button of GlüStV §6i(3) (docs/player-protection.md): one tap in the member menu starts a
 * 24-hour break at once, with no question asked, and says until when. It is the 24-hour time-out, so
 * it cannot be ended early, and during a break the entry says when the break ends instead.
 */
export function PanicButton({ label, onDone }: { label: string; onDone: () => void }) {
  const t = useTranslations('Protection');
  const locale = useLocale();
  const upstream = useUpstreamText();
  const { mutate } = useSWRConfig();
  const exclusion = useBreak();
  const [busy, setBusy] = useState(false);

  if (exclusion) {
    return (
      <p className="drawer-break" data-testid="panic-on-break">
        {t('blocked', { kind: exclusion.kind, until: formatDateTime(exclusion.until, locale) })}
      </p>
    );
  }

  const stop = async () => {
    setBusy(true);
    try {
      await bffFetch('/protection/exclusion', { method: 'POST', body: { period: '24h' } });
      const fresh = await bffFetch<ProtectionView>(PROTECTION_KEY);
      await mutate(PROTECTION_KEY, fresh, { revalidate: false });
      onDone();
      showDialog({
        type: 'info',
        message: t('panicDone', { until: formatDateTime(fresh.exclusion?.until ?? null, locale) }),
      });
    } catch (e) {
      // a longer break already running (taken on another device) is refused with when it ends
      const said = e instanceof AppError ? Object.values(e.fieldErrors ?? {}).flat()[0] : undefined;
      showDialog({ type: 'error', message: said ? upstream(said) : t('panicFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="drawer-panic"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void stop()}
    >
      {label}
    </button>
  );
}
