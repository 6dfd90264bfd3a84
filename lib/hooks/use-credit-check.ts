'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { bffFetch } from '../bff/browser';
import type { ProfileView } from '../casino/profile-view';
import { CreditCheck, type CreditNotice } from '../machines/credit-check';
import { browserClock } from '../machines/timers';
import { upstreamMessageKey } from '../i18n/upstream-messages';
import { notify } from '../stores/notifications';
import { PROFILE_KEY } from './use-profile';
import { useUpstreamText } from './use-upstream-text';

let shared: CreditCheck | null = null;
const idle = { checking: false, unfinishedPolls: 0 };

/**
 * The credit check of spec §4, one per page however many credit buttons there are, so a check
 * never runs twice at once. The machine (lib/machines/credit-check.ts) holds the rules.
 */
export function useCreditCheck(): { checking: boolean; start: () => void } {
  const t = useTranslations('Credit');
  const upstream = useUpstreamText();
  const { mutate } = useSWRConfig();

  const machine = useMemo(() => {
    if (typeof window === 'undefined') return null;
    shared ??= new CreditCheck({
      clock: browserClock,
      checkCredit: async () =>
        (await bffFetch<{ creditSuccess: boolean }>('/customers/check-credit', { method: 'POST', body: {} }))
          .creditSuccess,
      fetchProfile: async () => {
        const profile = await bffFetch<ProfileView>(PROFILE_KEY);
        void mutate(PROFILE_KEY, profile, { revalidate: false });
        return profile;
      },
      checkTurnover: () =>
        bffFetch<{ success: boolean; msg: string | null }>('/customers/check-turnover', {
          method: 'POST',
          body: {},
        }),
      onCredit: () => undefined,
      notify: (n: CreditNotice) => {
        if (n.key === 'timeout') return void notify(n.type, t('timeout', { limit: n.limit }));
        // "no promotion to play" is no news to a player who just checked their credit
        const note =
          n.key === 'checked' && n.note && upstreamMessageKey(n.note) !== 'noPromotion' ? n.note : null;
        notify(note ? 'info' : n.type, note ? `${t('checked')} ${upstream(note)}` : t(n.key));
      },
      onUnauthenticated: () => void mutate(PROFILE_KEY),
    });
    return shared;
  }, [mutate, t, upstream]);

  const state = useSyncExternalStore(
    (l) => machine?.subscribe(l) ?? (() => undefined),
    () => machine?.snapshot ?? idle,
    () => idle,
  );
  return { checking: state.checking, start: () => void machine?.start() };
}
