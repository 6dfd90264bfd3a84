'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import { withBasePath } from '@/lib/base-path';
import { localeHref } from '@/lib/i18n/locale-paths';
import { hardNavigate } from '@/lib/navigate';
import { Dialog } from '@/components/ui/dialog';

/**
 * WCAG 2.2.1 asks for at least 20 s; the warning comes 90 s ahead (docs/player-protection.md), time
 * to read it and still act.
 */
export const WARN_AHEAD_MS = 90_000;

interface Deadline {
  remainingMs: number | null;
  final?: boolean;
}

/*
 * The session-timeout warning (docs/player-protection.md): before the sign-in ends (token expiry, idle
 * limit or the 12-hour cap, lib/session/deadline.ts) a dialog counts down with one button to stay signed
 * in. Asking when the session ends is not activity, so only the button (or real use) extends it.
 */
export function SessionTimeoutWarning() {
  const t = useTranslations('Protection');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [warning, setWarning] = useState(false);
  const [final, setFinal] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await bffFetch<Deadline>('/session').catch(() => null);
    if (answer?.remainingMs == null) return null;
    const end = Date.now() + answer.remainingMs;
    setEndsAt(end);
    return end;
  }, []);

  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  // Sleep until the warning is due, then ask again: use elsewhere may have moved the deadline.
  useEffect(() => {
    if (endsAt === null || warning) return;
    const timer = setTimeout(
      () => {
        void load().then((end) => {
          if (end !== null && end - Date.now() <= WARN_AHEAD_MS) {
            setNow(Date.now());
            setWarning(true);
          }
        });
      },
      Math.max(0, endsAt - WARN_AHEAD_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [endsAt, warning, load]);

  useEffect(() => {
    if (!warning) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [warning]);

  if (!warning || endsAt === null) return null;
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const ended = seconds === 0;

  const stay = async () => {
    setBusy(true);
    const answer = await bffFetch<Deadline>('/session/refresh', { method: 'POST', body: {} }).catch(
      () => null,
    );
    setBusy(false);
    if (answer?.remainingMs == null) return;
    setFinal(Boolean(answer.final));
    setEndsAt(Date.now() + answer.remainingMs);
    setWarning(false);
  };
  const loginAgain = () => hardNavigate(withBasePath(localeHref('/login', locale)));

  return (
    <Dialog
      title={t('sessionTitle')}
      closeLabel={tc('close')}
      onClose={() => (ended ? loginAgain() : void stay())}
      className="session-dialog"
    >
      {ended ? (
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
            {t('sessionText', { seconds })}
          </p>
          {final ? <p className="field-hint">{t('sessionFinal')}</p> : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || final}
              onClick={() => void stay()}
            >
              {t('stay')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
