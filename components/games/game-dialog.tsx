'use client';

import './game-dialog.css';
import { useEffect, useId, useRef } from 'react';
import { gameFrameSandbox } from '@/lib/security/game-frame';

interface Props {
  title: string;
  closeLabel: string;
  url: string | null;
  error: string | null;
  onClose: () => void;
}

/*
 * A game in a full-screen native <dialog> (docs/architecture.md §5: showModal() keeps focus inside and
 * Escape closes it), the same for a trial (spec §2, casino-test) and a member's real game (spec §4): a
 * phone gives the game its whole screen either way. The frame is sandboxed: no top navigation, no
 * popups (lib/security/game-frame.ts).
 */
export function GameDialog({ title, closeLabel, url, error, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="game-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="game-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button-ghost button-small" onClick={onClose}>
          {closeLabel}
        </button>
      </header>
      {url ? (
        <iframe
          className="game-dialog-frame"
          src={url}
          title={title}
          sandbox={gameFrameSandbox(url, window.location.href)}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p role="alert" className="alert alert-error game-dialog-error">
          {error}
        </p>
      )}
    </dialog>
  );
}
