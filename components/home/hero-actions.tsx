'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { openPopup } from '@/lib/stores/popup';
import { HeroMember } from '@/components/layout/member-only';

// The trial link comes rendered from the server (components/home/hero.tsx), so this client part
// needs no localized-link code (first-load JS budget, docs/performance.md).

/**
 * Spec §2 hero buttons: trial play and register for guests; a member gets their panel (credit,
 * deposit, withdraw, play, the running promotion). Home is one static page for everyone, so both
 * are in the HTML and <html data-member> shows one from the first paint (app/globals.css, "Member
 * or guest on a static page"): a member never sees the guest buttons flash, and the panel's space
 * is held for members only, so a guest sees no gap and nothing moves when the panel arrives.
 */
export function HeroActions({ trialLink }: { trialLink: ReactNode }) {
  const t = useTranslations();
  const member = useMemberHint();
  return (
    <>
      <div className="button-row for-guest">
        {trialLink}
        <button
          type="button"
          className="button button-primary button-large"
          onClick={() => openPopup('Register')}
        >
          {t('Common.register')}
        </button>
      </div>
      <div className="home-member-slot for-member">{member ? <HeroMember /> : null}</div>
    </>
  );
}
