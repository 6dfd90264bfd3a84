'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { upstreamMessageKey } from '../i18n/upstream-messages';

/** Translates an upstream sentence the site knows into the reader's language; other text stays as written. */
export function useUpstreamText(): (message: string) => string {
  const t = useTranslations('Upstream');
  return useCallback(
    (message: string) => {
      const key = upstreamMessageKey(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
