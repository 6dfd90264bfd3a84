'use client';

import './dialog.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Spec §9 dialog widths. */
  width?: 500 | 600;
  /** An announcement banner-style dialog that cannot be dismissed has no close button. */
  dismissable?: boolean;
  className?: string;
}

/** The opener of a popup closed in this commit, for a popup that replaces it (see the effect below). */
let handoff: HTMLElement | null = null;

/*
 * Popups as native modal <dialog>s (docs/architecture.md §5): showModal() makes the rest of the page
 * inert, so focus stays inside; Escape fires `cancel`, which we route to onClose.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  width = 500,
  dismissable = true,
  className,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // React removes the <dialog> before this cleanup runs, so the browser's own focus return on
    // close() does not happen: give focus back to the control that opened the popup (WCAG 2.4.3).
    const active = document.activeElement;
    // a popup that replaces another (deposit → promotion chooser) opens while focus is nowhere, the
    // closed one having held it: it takes over that one's opener, so focus still ends where it began
    const opener = active instanceof HTMLElement && active !== document.body ? active : handoff;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      if (!opener || dialog.contains(opener)) return;
      // After the commit's other effects: when another popup replaces this one it has taken focus
      // (and this opener) by then, and the page is not focused in between. A focus() here, halfway
      // through the commit, forced a layout of the whole page inside the tap (docs/performance.md,
      // "Touches").
      handoff = opener;
      queueMicrotask(() => {
        if (handoff === opener) handoff = null;
        if (opener.isConnected && !document.activeElement?.closest('dialog[open]'))
          opener.focus({ preventScroll: true });
      });
    };
  }, []);

  return (
    // A click on the backdrop closes, as a convenience for the pointer; Escape (onCancel) and the
    // close button are the keyboard's ways out of a native modal <dialog>.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      style={{ maxWidth: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // React passes a nested dialog's cancel (its Escape) up to this one's handler too: only the
        // topmost dialog closes (the history detail over the Information popup)
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        if (dismissable) onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (dismissable && e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog-inner">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {dismissable ? (
            <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          ) : null}
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}
