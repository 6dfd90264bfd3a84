'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { applyFieldErrors } from '@/lib/forms/server-errors';
import { dismissErrors, notify } from '@/lib/stores/notifications';

/*
 * Submitting a form to the BFF: on failure the red alert (spec §8) gets the error, fields get
 * their server messages, and an error notification is raised.
 */
export function useBffSubmit<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const t = useTranslations();
  const [error, setAlert] = useState<AppError | null>(null);

  async function submit<R>(path: string, body: unknown): Promise<R | null> {
    setAlert(null);
    try {
      const answer = await bffFetch<R>(path, { method: 'POST', body });
      // A wrong code then the right one: the old error toast must not sit over the success step.
      dismissErrors();
      return answer;
    } catch (e) {
      const appError = e instanceof AppError ? e : new AppError('unknown');
      setAlert(appError);
      applyFieldErrors(appError, setError, fields);
      const first = Object.values(appError.fieldErrors ?? {}).flat()[0];
      const text = first ? (t.has(`Validation.${first}`) ? t(`Validation.${first}`) : first) : t(`Errors.${appError.code}`);
      notify('error', text);
      return null;
    }
  }

  return { error, submit, clearError: () => setAlert(null) };
}
