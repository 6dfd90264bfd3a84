'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { bffFetch } from '@/lib/bff/browser';
import { isOutcomeUnknown, SubmitKeys } from '@/lib/bff/submit-key';
import { AppError } from '@/lib/errors';
import { applyFieldErrors } from '@/lib/forms/server-errors';
import { dismissErrors, notify } from '@/lib/stores/notifications';

/*
 * Submitting a form to the BFF: on failure the red alert (spec §8) gets the error, fields get
 * their server messages, and an error notification is raised. A money form (`idempotent`) sends
 * an Idempotency-Key; when its answer was lost (timeout, upstream down) the form shows
 * `processing` instead of an error, and submitting the same values again reuses the key, so a retry
 * never pays twice (docs/security.md). `notifyFailure: true` pins the error notification for a form
 * that must raise it whatever the default: the login form, since spec §4 and §8 show a failed login
 * as an alert and an error notification.
 */
export function useBffSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: { idempotent?: boolean; notifyFailure?: boolean } = {},
) {
  const t = useTranslations();
  const [error, setAlert] = useState<AppError | null>(null);
  const [processing, setProcessing] = useState(false);
  const keys = useRef<SubmitKeys | null>(null);

  async function submit<R>(path: string, body: unknown): Promise<R | null> {
    setAlert(null);
    setProcessing(false);
    const idempotencyKey = options.idempotent
      ? (keys.current ??= new SubmitKeys()).keyFor(path, body)
      : undefined;
    try {
      const answer = await bffFetch<R>(path, { method: 'POST', body, idempotencyKey });
      keys.current?.settle();
      // A wrong code then the right one: the old error toast must not sit over the success step.
      dismissErrors();
      return answer;
    } catch (e) {
      const appError = e instanceof AppError ? e : new AppError('unknown');
      if (idempotencyKey && isOutcomeUnknown(appError)) {
        setProcessing(true);
        notify('warning', t('Money.processingTitle'));
        return null;
      }
      keys.current?.settle();
      setAlert(appError);
      applyFieldErrors(appError, setError, fields);
      const first = Object.values(appError.fieldErrors ?? {}).flat()[0];
      const text = first
        ? t.has(`Validation.${first}`)
          ? t(`Validation.${first}`)
          : first
        : t(`Errors.${appError.code}`);
      if (options.notifyFailure ?? true) notify('error', text);
      return null;
    }
  }

  return { error, processing, submit, clearError: () => setAlert(null) };
}
