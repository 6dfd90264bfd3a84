'use client';

import './site-status.css';
import { useTranslations } from 'next-intl';
import { siteStatusStore } from '@/lib/stores/site-status';
import { useStore } from '@/lib/hooks/use-store';

/** The full-page loading overlay and the maintenance notice of spec §2. */
export function SiteStatus({ contactUrl }: { contactUrl: string }) {
  const t = useTranslations('SiteStatus');
  const { loading, maintenance } = useStore(siteStatusStore);
  return (
    <>
      {loading > 0 ? (
        <div className="loading-overlay" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : null}
      {maintenance ? (
        <div
          className="maintenance"
          role="alertdialog"
          aria-labelledby="maintenance-title"
          aria-describedby="maintenance-text"
        >
          <div className="maintenance-card">
            <h2 id="maintenance-title">{t('maintenanceTitle')}</h2>
            <p id="maintenance-text">{t('maintenanceText')}</p>
            <div className="button-row">
              <a
                className="button button-secondary"
                href={contactUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('contact')}
              </a>
              <button
                type="button"
                className="button button-primary"
                onClick={() => window.location.reload()}
              >
                {t('retry')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
