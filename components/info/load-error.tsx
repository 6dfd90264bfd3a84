'use client';

import './info.css';
import { useTranslations } from 'next-intl';
import { AppError } from '@/lib/errors';

/** A section of the Information popup that could not load: the reason in the reader's words, and a retry. */
export function LoadError({
  error,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  const te = useTranslations('Errors');
  return (
    <div className="info-empty" role="alert">
      <p>{te(error instanceof AppError ? error.code : 'unknown')}</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
