'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { PasswordPairForm } from '@/lib/forms/register';
import { TextField } from '@/components/ui/text-field';
import { PasswordChecklist } from './password-checklist';

/** A new password and its confirmation with the spec's three remarks as a live checklist (spec §2, §5), used by register and reset. */
export function PasswordPairFields({
  idPrefix,
  register,
  control,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<PasswordPairForm>;
  control: Control<PasswordPairForm>;
  errors: FieldErrors<PasswordPairForm>;
}) {
  const t = useTranslations('PasswordRules');
  const toggle = { showLabel: t('show'), hideLabel: t('hide') };
  const password = useWatch({ control, name: 'password' }) ?? '';
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={t('password')}
        autoComplete="new-password"
        password={toggle}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('confirm')}
        autoComplete="new-password"
        password={toggle}
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <PasswordChecklist password={password} />
    </>
  );
}
