'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { bffFetch } from '@/lib/bff/browser';
import { isOutcomeUnknown, SubmitKeys } from '@/lib/bff/submit-key';
import { AppError } from '@/lib/errors';
import { applyFieldErrors } from '@/lib/forms/server-errors';
import { dismissErrors, notify } from '@/lib/stores/notifications';
import type { ValidationKey } from '../i18n/message-keys';

/*
 * Submitting a form to the BFF. Each failure is shown once, where the eye is: a server message for a
 * field the form shows goes under that field only; anything else (a form-level refusal, a message for
 * a field the form does not show, an error code) is the form's one red alert (spec §8). No error
 * notification: the player has just pressed the button and is looking at the form, and a toast over it
 * would say the same thing a third time (this departs from spec §8 "several also as error notification";
 * docs/architecture.md §8). `notifyFailure: true` keeps the notification for a form whose spec rule
 * demands one: the login form (spec §4 and §8 show a failed login as an alert and an error
 * notification). A money form (`idempotent`) sends an Idempotency-Key; when its answer was lost
 * (timeout, upstream down) the form shows `processing` instead of an error, and submitting the same
 * values again reuses the key, so a retry never pays twice (docs/security.md).
 */
export function useBffSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: {
    idempotent?: boolean;
    notifyFailure?: boolean;
    /**
     * Asks the member to prove themselves when the server answers `step_up_required` (docs/security.md,
     * "Passkeys and step-up"); after a proof the same body is sent again, so nothing is retyped.
     */
    stepUp?: () => Promise<boolean>;
  } = {},
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
      if (options.stepUp && appError.code === 'step_up_required') {
        // refused before the upstream saw it: the retry may take a fresh key
        keys.current?.settle();
        if (await options.stepUp()) return submit<R>(path, body);
        setAlert(appError);
        return null;
      }
      if (idempotencyKey && isOutcomeUnknown(appError)) {
        // the form's processing notice says it, where the player is looking
        setProcessing(true);
        return null;
      }
      keys.current?.settle();
      applyFieldErrors(appError, setError, fields);
      setAlert(formLevel(appError, fields));
      if (options.notifyFailure) {
        const first = Object.values(appError.fieldErrors ?? {}).flat()[0];
        const text = first
          ? t.has(`Validation.${first as ValidationKey}`)
            ? t(`Validation.${first as ValidationKey}`)
            : first
          : t(`Errors.${appError.code}`);
        notify('error', text);
      }
      return null;
    }
  }

  return { error, processing, submit, clearError: () => setAlert(null) };
}

/**
 * What is left of an error for the form's alert once its fields' first messages are under the fields
 * (applyFieldErrors): messages for fields the form does not show, and a field's further messages;
 * null when nothing is left.
 */
export function formLevel(error: AppError, fields: readonly string[]): AppError | null {
  if (!error.fieldErrors || Object.keys(error.fieldErrors).length === 0) return error;
  const rest = Object.entries(error.fieldErrors)
    .map(([field, messages]) => [field, fields.includes(field) ? messages.slice(1) : messages] as const)
    .filter(([, messages]) => messages.length > 0);
  if (rest.length === 0) return null;
  return new AppError(error.code, { message: error.message, fieldErrors: Object.fromEntries(rest) });
}
