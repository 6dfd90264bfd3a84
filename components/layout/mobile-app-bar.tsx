'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { openPopup } from '@/lib/stores/popup';
import { MemberTabs } from './member-only';

const noSubscription = () => () => undefined;

/**
 * Spec §2 mobile bottom bar: members get withdraw, play game, deposit; guests register and login.
 * A static page is the same HTML for everyone, so before hydration it carries both sets and
 * <html data-member> (lib/session/member-hint-script.ts) shows one: a member never sees
 * register/login, or an empty bar, on the way to their own tabs.
 */
export function MobileAppBar() {
  const t = useTranslations('Common');
  const member = useMemberHint();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The member's tabs as they look, until their code (loaded on demand) takes over.
  const memberTabsPreview = (className: string) => (
    <span className={className} aria-hidden="true">
      <span className="bottom-tab">{t('withdraw')}</span>
      <span className="bottom-tab bottom-tab-main">{t('playGame')}</span>
      <span className="bottom-tab">{t('deposit')}</span>
    </span>
  );
  return (
    <nav className="mobile-app-bar" aria-label={t('quickMenu')}>
      {member ? (
        <MemberTabs fallback={memberTabsPreview('bar-set')} />
      ) : (
        <>
          <span className="bar-set bar-set-guest">
            <button type="button" className="bottom-tab" onClick={() => openPopup('Register')}>
              {t('register')}
            </button>
            <button type="button" className="bottom-tab bottom-tab-main" onClick={() => openPopup('Login')}>
              {t('login')}
            </button>
          </span>
          {hydrated ? null : memberTabsPreview('bar-set bar-set-member')}
        </>
      )}
    </nav>
  );
}
