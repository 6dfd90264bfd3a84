'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatDateTime } from '@/lib/dates';
import { takeLastSignIn } from '@/lib/last-sign-in';
import { notify } from '@/lib/stores/notifications';
import { deviceName } from './device-name';

/**
 * After a login, once: "last signed in <time> on <device>", so a stranger's sign-in is noticed
 * (Ontario iGaming standard 4.30, Pennsylvania §812a.9). Renders nothing itself; the toast does.
 */
export function LastSignInNotice() {
  const t = useTranslations('Devices');
  const locale = useLocale();
  useEffect(() => {
    const last = takeLastSignIn();
    if (last)
      notify('info', t('lastSignIn', { when: formatDateTime(last.at, locale), device: deviceName(t, last) }));
  }, [t, locale]);
  return null;
}
