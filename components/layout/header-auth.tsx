'use client';

import { useTranslations } from 'next-intl';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { openPopup } from '@/lib/stores/popup';

/** The header's member-aware corner; rendered after load so the page itself stays static. */
export function HeaderAuth() {
  const t = useTranslations('Common');
  const member = useMemberHint();
  if (!member) {
    return (
      // header-auth-guest: hidden before hydration when <html data-member> says a member is here
      <div className="header-auth header-auth-guest">
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => openPopup('Register')}
        >
          {t('register')}
        </button>
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => openPopup('Login')}
        >
          {t('login')}
        </button>
      </div>
    );
  }
  // A member's phone, credit and actions live in the member bar just below (components/layout/member-bar.tsx).
  return null;
}
