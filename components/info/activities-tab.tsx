'use client';

import './info.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ProfileView } from '@/lib/casino/profile-view';
import { formatMoney } from '@/lib/format';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { showDialog } from '@/lib/stores/notifications';
import { useClaim } from '@/lib/hooks/use-claim';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import { BreakNotice, useBreak } from '@/components/protection/break-notice';

type Event = ProfileView['events'][number];

/** Tab 3 of the Information popup (spec §2, §4 Event bonus): claim each activity's bonus once. */
export function ActivitiesTab({ events }: { events: readonly Event[] }) {
  const t = useTranslations('Activities');
  const upstream = useUpstreamText();
  const { mutate } = useSWRConfig();
  const claim = useClaim();
  const [claiming, setClaiming] = useState<string | null>(null);
  // no bonus claims during a break (docs/player-protection.md)
  const onBreak = useBreak();

  async function getBonus(event: Event) {
    setClaiming(event.id);
    const result = await claim(`/customers/get-bonus/${encodeURIComponent(event.id)}`);
    if (result.ok) await mutate(PROFILE_KEY);
    setClaiming(null);
    // Our own words on success (the member's language); the server's msg explains a refusal (spec §8).
    showDialog(
      result.ok
        ? { type: 'success', message: t('claimed', { name: event.name }) }
        : { type: 'error', message: upstream(result.msg) },
    );
  }

  if (events.length === 0) {
    return <p className="info-empty">{t('empty')}</p>;
  }
  return (
    <>
      <BreakNotice scope="bonus" exclusion={onBreak} />
      <ul className="info-events">
        {events.map((event) => (
          <li key={event.id} className="info-event">
            <div className="info-event-text">
              <span className="info-event-name">{event.name}</span>
              <span className="info-event-bonus">
                {t('bonus')} <span className="money">{formatMoney(event.bonusSatang)}</span>
              </span>
            </div>
            {event.activated ? (
              <span className="info-badge info-badge-success">{t('received')}</span>
            ) : (
              <button
                type="button"
                className="button button-primary button-small"
                disabled={claiming !== null || !!onBreak}
                aria-busy={claiming === event.id || undefined}
                aria-label={t('claimLabel', { name: event.name })}
                onClick={() => void getBonus(event)}
              >
                {claiming === event.id ? <span className="spinner info-spinner" aria-hidden="true" /> : null}
                <span>{claiming === event.id ? t('claiming') : t('claim')}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
