'use client';

import './android-app-banner.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { APP_BANNER_CLOSED_KEY as CLOSED_KEY, appBannerEligible as eligible } from './app-banner-eligibility';

const noSubscribe = () => () => undefined;

interface InstallPrompt extends Event {
  prompt: () => Promise<void>;
}

/*
 * Spec §1: on Android a banner invites the player to get the app; closing it is remembered.
 * The app is the operator's download when APP_URL is set, otherwise our installable web app.
 */
export function AndroidAppBanner({ appUrl }: { appUrl?: string }) {
  const t = useTranslations('AppBanner');
  const show = useSyncExternalStore(noSubscribe, eligible, () => false);
  const [closed, setClosed] = useState(false);
  const [install, setInstall] = useState<InstallPrompt | null>(null);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setInstall(e as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (!show || closed) return null;
  const close = () => {
    localStorage.setItem(CLOSED_KEY, '1');
    // the slot the first-paint script reserved closes with it (components/layout/on-demand.tsx)
    document.documentElement.removeAttribute('data-app-banner');
    setClosed(true);
  };
  return (
    <div className="app-banner" role="region" aria-label={t('label')}>
      <span className="logo-mark" aria-hidden="true">
        L
      </span>
      <p>
        <strong>{t('title')}</strong>
        {appUrl || install ? t('text') : t('homeScreen')}
      </p>
      {appUrl ? (
        <a className="button button-primary button-small" href={appUrl}>
          {t('get')}
        </a>
      ) : install ? (
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => void install.prompt()}
        >
          {t('install')}
        </button>
      ) : null}
      <button type="button" className="app-banner-close" aria-label={t('close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
