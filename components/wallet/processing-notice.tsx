'use client';

import { useTranslations } from 'next-intl';
import { openPopup } from '@/lib/stores/popup';

/** Tab 1 of the Information popup: deposit and withdraw history (spec §2). */
const HISTORY_TAB = 1;

/*
 * A money submit whose answer was lost (docs/security.md, Idempotency-Key): the request may well have gone
 * through, so the member is sent to the history rather than told to try again. "Try again" submits the same
 * form, which reuses the same Idempotency-Key: the upstream then answers the first attempt's result.
 */
export function ProcessingNotice() {
  const t = useTranslations('Money');
  return (
    <div className="alert alert-warning" role="status">
      <p>
        <strong>{t('processingTitle')}</strong>
      </p>
      <p>{t('processingBody')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => openPopup('InformationTab', HISTORY_TAB)}
        >
          {t('checkHistory')}
        </button>
        <button type="submit" className="button button-ghost button-small">
          {t('retrySame')}
        </button>
      </div>
    </div>
  );
}
