'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PasswordPairForm } from '@/lib/forms/register';
import { TextField } from '@/components/ui/text-field';

/** A new password and its confirmation with the spec's three remarks (spec §2, §5), used by register and reset. */
export function PasswordPairFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<PasswordPairForm>;
  errors: FieldErrors<PasswordPairForm>;
}) {
  const t = useTranslations('PasswordRules');
  const toggle = { showLabel: t('show'), hideLabel: t('hide') };
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
      <ul className="remarks">
        <li>{t('length')}</li>
        <li>{t('cases')}</li>
        <li>{t('letter')}</li>
      </ul>
    </>
  );
}
