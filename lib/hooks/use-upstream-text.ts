'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatDateTime } from '../dates';
import { timedUpstreamMessage, upstreamMessageKey } from '../i18n/upstream-messages';

/** Translates an upstream sentence the site knows into the reader's language; other text stays as written. */
export function useUpstreamText(): (message: string) => string {
  const t = useTranslations('Upstream');
  const locale = useLocale();
  return useCallback(
    (message: string) => {
      const timed = timedUpstreamMessage(message);
      if (timed) return t(timed.key, { until: formatDateTime(timed.at, locale) });
      const key = upstreamMessageKey(message);
      return key ? t(key) : message;
    },
    [t, locale],
  );
}
