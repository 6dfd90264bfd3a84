'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { withBasePath } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import { homePathOf } from '@/lib/i18n/locales';
import { nextParamOf } from '@/lib/safe-redirect';
import { hardNavigate } from '@/lib/navigate';

/*
 * /authenticate, /authentication: where an automatic sign-in lands (after registration, or
 * when a session must be re-established). It only asks the BFF whether the session is good —
 * it never takes a token or password from the URL — then forwards to the safe destination.
 */
export function Authenticate() {
  const t = useTranslations('Authenticate');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const next = nextParamOf(new URLSearchParams(window.location.search));
    const home = homePathOf(locale);
    bffFetch('/customers/profile')
      .then(() => hardNavigate(withBasePath(next ?? home), { replace: true }))
      .catch(() => {
        setFailed(true);
        const login = `${home === '/' ? '' : home}/login${next ? `?${new URLSearchParams({ next })}` : ''}`;
        hardNavigate(withBasePath(login), { replace: true });
      });
  }, [locale]);

  return (
    <section className="status-page" aria-busy={!failed}>
      <h1>{t('title')}</h1>
      <p role="status">{failed ? t('toLogin') : t('checking')}</p>
      <span className="spinner" aria-hidden="true" />
    </section>
  );
}
