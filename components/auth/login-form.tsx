'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { withBasePath } from '@/lib/base-path';
import { loginFormSchema, type LoginForm as Values } from '@/lib/forms/login';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { homePathOf } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { rememberLastSignIn, type LastSignIn } from '@/lib/last-sign-in';
import { hardNavigate } from '@/lib/navigate';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { PasskeySignIn } from './passkey-sign-in';

interface Props {
  next?: string;
  serviceUrl: string;
  /** In the Login popup these switch popups; on the /login page they are links. */
  onCancel?: () => void;
  onForgot?: () => void;
  onRegister?: () => void;
}

const fields = ['phone', 'password'] as const;

export function LoginForm({ next, serviceUrl, onCancel, onForgot, onRegister }: Props) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const form = useForm<Values>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });
  // Spec §4 and §8: a failed login is shown as the alert AND an error notification, the one
  // failure the spec wants twice.
  const { error, submit } = useBffSubmit(form.setError, fields, { notifyFailure: true });
  const { errors, isSubmitting, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit<{ next: string; lastSignIn: LastSignIn | null }>('/login', {
      ...values,
      next,
    });
    // Spec §4: the password is cleared, after a failure as after a success (keeping a server
    // message about it under the field).
    form.resetField('password', { keepError: true });
    // A full load so every server component renders for the member (spec §4: login goes home or to `next`).
    // The next page tells when and where the member last signed in (lib/last-sign-in.ts).
    if (result) rememberLastSignIn(result.lastSignIn);
    if (result) hardNavigate(withBasePath(next ? result.next : homePathOf(locale)));
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <PasskeySignIn next={next} />
      <FormAlert error={error} />
      <TextField
        id="login-phone"
        label={t('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        placeholder={t('phonePlaceholder')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        id="login-password"
        label={t('password')}
        autoComplete="current-password"
        password={{ showLabel: t('showPassword'), hideLabel: t('hidePassword') }}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form-links">
        {onForgot ? (
          <button type="button" className="link-button" onClick={onForgot}>
            {t('forgotPassword')}
          </button>
        ) : (
          <Link href="/forgetpassword">{t('forgotPassword')}</Link>
        )}
      </div>
      <div className="button-row">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : (
          <Link href="/" className="button button-secondary">
            {t('cancel')}
          </Link>
        )}
        <button type="submit" className="button button-primary" disabled={isSubmitting || !isValid}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
      <p className="form-footer">
        {t('noAccount')}{' '}
        {onRegister ? (
          <button type="button" className="link-button" onClick={onRegister}>
            {t('noAccountLink')}
          </button>
        ) : (
          <Link href="/register">{t('noAccountLink')}</Link>
        )}
        <span aria-hidden="true"> · </span>
        <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('service')}
        </a>
      </p>
    </form>
  );
}
