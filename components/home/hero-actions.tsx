'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { openPopup } from '@/lib/stores/popup';
import { HeroMember } from '@/components/layout/member-only';

// The trial link comes rendered from the server (components/home/hero.tsx), so this client part
// needs no localized-link code (first-load JS budget, docs/performance.md).

/** Spec §2 hero buttons: trial play and register for guests, play game for members. */
export function HeroActions({ trialLink }: { trialLink: ReactNode }) {
  const t = useTranslations();
  const member = useMemberHint();
  if (member) return <HeroMember />;
  return (
    <div className="button-row">
      {trialLink}
      <button
        type="button"
        className="button button-primary button-large"
        onClick={() => openPopup('Register')}
      >
        {t('Common.register')}
      </button>
    </div>
  );
}
