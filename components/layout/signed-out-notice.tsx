'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { SIGNED_OUT_KEY } from '@/lib/logout';
import { notify } from '@/lib/stores/notifications';

/**
 * After a sign-out the page reloads as a guest's; a notice says the sign-out worked, so a player
 * on a shared phone knows the account is closed.
 */
export function SignedOutNotice() {
  const t = useTranslations('Common');
  useEffect(() => {
    let signedOut = false;
    try {
      signedOut = sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
      sessionStorage.removeItem(SIGNED_OUT_KEY);
    } catch {
      return;
    }
    if (signedOut) notify('success', t('signedOut'));
  }, [t]);
  return null;
}
