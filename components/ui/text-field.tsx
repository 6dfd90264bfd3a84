'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import { PasswordInput } from './password-input';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import type { ValidationKey } from '@/lib/i18n/message-keys';

interface Props extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** A Validation key from our schemas, or an upstream message (already Thai, spec §8). */
  error?: string;
  hint?: ReactNode;
  suffix?: string;
  password?: { showLabel: string; hideLabel: string };
}

/** A labelled input with its error tied to it for screen readers (aria-describedby). */
export function TextField({ id, label, error, hint, suffix, password, ...input }: Props) {
  const t = useTranslations('Validation');
  const upstream = useUpstreamText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // a description from outside the field (a notice above it) comes first, then its hint and error
  const describedBy =
    [input['aria-describedby'], error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') ||
    undefined;
  const common = { ...input, id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {password ? (
        <PasswordInput {...common} showLabel={password.showLabel} hideLabel={password.hideLabel} />
      ) : suffix ? (
        <div className="input-suffix">
          <input {...common} />
          <span aria-hidden="true">{suffix}</span>
        </div>
      ) : (
        <input {...common} />
      )}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {t.has(error as ValidationKey) ? t(error as ValidationKey) : upstream(error)}
        </p>
      ) : null}
    </div>
  );
}
