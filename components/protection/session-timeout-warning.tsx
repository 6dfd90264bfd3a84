'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { withBasePath } from '@/lib/base-path';
import { useSessionTimeout } from '@/lib/hooks/use-session-timeout';
import { localeHref } from '@/lib/i18n/locale-paths';
import { hardNavigate } from '@/lib/navigate';
import { Dialog } from '@/components/ui/dialog';

/*
 * The session-timeout warning (docs/player-protection.md): before the sign-in ends a dialog counts
 * down with one button to stay signed in, then says it ended. When it comes and how it counts are
 * the machine's (lib/machines/session-timeout.ts); this draws it.
 */
export function SessionTimeoutWarning() {
  const t = useTranslations('Protection');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const { state, stay } = useSessionTimeout();

  if (state.phase === 'quiet') return null;
  const loginAgain = () => hardNavigate(withBasePath(localeHref('/login', locale)));

  return (
    <Dialog
      title={t('sessionTitle')}
      closeLabel={tc('close')}
      onClose={state.phase === 'ended' ? loginAgain : stay}
      className="session-dialog"
    >
      {state.phase === 'ended' ? (
        <>
          <p role="alert">{t('sessionEnded')}</p>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={loginAgain}>
              {t('loginAgain')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="timer" aria-live="off">
            {t('sessionText', { seconds: state.secondsLeft })}
          </p>
          {state.final ? <p className="field-hint">{t('sessionFinal')}</p> : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={state.busy || state.final}
              onClick={stay}
            >
              {t('stay')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
