'use client';

import { useTranslations } from 'next-intl';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { openPopup } from '@/lib/stores/popup';
import { MemberTabs } from './member-only';

/** Spec §2 mobile bottom bar: members get withdraw, play game, deposit; guests register and login. */
export function MobileAppBar() {
  const t = useTranslations('Common');
  const member = useMemberHint();
  return (
    <nav className="mobile-app-bar" aria-label={t('quickMenu')}>
      {member ? (
        <MemberTabs />
      ) : (
        <>
          <button type="button" className="bottom-tab" onClick={() => openPopup('Register')}>
            {t('register')}
          </button>
          <button type="button" className="bottom-tab bottom-tab-main" onClick={() => openPopup('Login')}>
            {t('login')}
          </button>
        </>
      )}
    </nav>
  );
}
