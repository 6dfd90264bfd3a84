'use client';

import './info.css';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { textFormResolver } from '@/lib/forms/text-resolver';
import { withBasePath } from '@/lib/base-path';
import { localePrefixes, siteLocale } from '@/lib/i18n/locales';
import { loginPathFor } from '@/lib/session/login-reason';
import { hardNavigate } from '@/lib/navigate';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { PasswordChecklist } from '@/components/register/password-checklist';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';

/*
 * Spec §5: the change-password checks are required-only, plus the one cross-field rule (both new
 * passwords equal). Length and format are the server's; its messages come back as field errors.
 * Messages are Validation keys, translated by TextField.
 */
export type ChangePasswordValues = { old_password: string; password: string; password_confirmation: string };
export const changePasswordResolver = textFormResolver<ChangePasswordValues>(
  {
    old_password: { requiredKey: 'passwordRequired' },
    password: { requiredKey: 'passwordRequired' },
    password_confirmation: { requiredKey: 'passwordConfirmRequired' },
  },
  (v) =>
    v.password === v.password_confirmation
      ? null
      : { field: 'password_confirmation', key: 'passwordMismatch' },
);

const fields = ['old_password', 'password', 'password_confirmation'] as const;

/** The change-password form of the info tab; spec §4: success ends the session, so the member goes home. */
export function ChangePasswordForm({ id, onCancel }: { id: string; onCancel: () => void }) {
  const t = useTranslations('Info');
  const tr = useTranslations('PasswordRules');
  const locale = useLocale();
  const form = useForm<ChangePasswordValues>({
    resolver: changePasswordResolver,
    mode: 'onTouched',
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });
  const { error, submit } = useBffSubmit(form.setError, fields);
  const { errors, isSubmitting, isValid } = form.formState;
  const toggle = { showLabel: tr('show'), hideLabel: tr('hide') };
  const newPassword = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    if (await submit<{ ok: boolean }>('/customers/update-password', values)) {
      // A full load: the BFF has ended the session, and every member view must drop with it. The login
      // page says why the member is there (spec §4: log in again with the new password).
      hardNavigate(withBasePath(loginPathFor(localePrefixes[siteLocale(locale)], 'password-changed')));
    }
  });

  return (
    <form id={id} className="form info-password-form" onSubmit={onSubmit} noValidate>
      <h4>{t('changePasswordTitle')}</h4>
      <FormAlert error={error} />
      <TextField
        id={`${id}-old`}
        label={t('oldPassword')}
        autoComplete="current-password"
        password={toggle}
        error={errors.old_password?.message}
        {...form.register('old_password')}
      />
      <TextField
        id={`${id}-new`}
        label={t('newPassword')}
        autoComplete="new-password"
        password={toggle}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('confirmPassword')}
        autoComplete="new-password"
        password={toggle}
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <PasswordChecklist password={newPassword} />
      <p className="note">{t('logoutNote')}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={isSubmitting || !isValid}>
          {isSubmitting ? t('saving') : t('savePassword')}
        </button>
      </div>
    </form>
  );
}
