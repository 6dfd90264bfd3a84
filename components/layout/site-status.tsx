'use client';

import './site-status.css';
import { useTranslations } from 'next-intl';

/** The maintenance notice of spec §2 (the loading overlay is the shell's, components/layout/on-demand.tsx). */
export function MaintenanceNotice({ contactUrl }: { contactUrl: string }) {
  const t = useTranslations('SiteStatus');
  return (
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
          <a className="button button-secondary" href={contactUrl} target="_blank" rel="noopener noreferrer">
            {t('contact')}
          </a>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            {t('retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
