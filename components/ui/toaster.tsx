'use client';

import './toaster.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { closeDialog, dismiss, notificationStore } from '@/lib/stores/notifications';
import { useStore } from '@/lib/hooks/use-store';
import { Dialog } from './dialog';

/** Toasts (spec §4: gone after 8 s) and the one message dialog, for the whole site. */
export function Toaster() {
  const t = useTranslations('Common');
  const { toasts, dialog } = useStore(notificationStore);
  const list = useRef<HTMLOListElement>(null);

  // Modal dialogs live in the browser's top layer; a manual popover re-shown on each change puts
  // the toasts above whichever popup is open, instead of dimmed beneath it.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (toasts.length) el.showPopover();
  }, [toasts]);

  return (
    <>
      <ol ref={list} className="toasts" aria-live="polite" popover="manual">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`toast toast-${toast.type}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-id={toast.id}
          >
            <span>{toast.message}</span>
            <button
              type="button"
              className="toast-close"
              aria-label={t('close')}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {dialog ? (
        <Dialog
          title={dialog.title ?? t(`dialogTitle.${dialog.type}`)}
          closeLabel={t('close')}
          onClose={closeDialog}
        >
          <p className={`message-dialog message-${dialog.type}`}>{dialog.message}</p>
          <div className="button-row">
            {/* A message dialog's one action takes the focus it opens with (WAI-ARIA alert dialog). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="button" className="button button-primary" onClick={closeDialog} autoFocus>
              {t('ok')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
