'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { withBasePath } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { loginFormSchema, type LoginForm as Values } from '@/lib/forms/login';
import { homePathOf } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { PasswordInput } from '@/components/ui/password-input';
import { FormAlert } from '@/components/ui/form-alert';
import { hardNavigate } from '@/lib/navigate';

interface Props {
  next?: string;
  serviceUrl: string;
  /** In the Login popup these switch popups; on the /login page they are links. */
  onCancel?: () => void;
  onForgot?: () => void;
  onRegister?: () => void;
}

export function LoginForm({ next, serviceUrl, onCancel, onForgot, onRegister }: Props) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const tv = useTranslations('Validation');
  const [error, setError] = useState<AppError | null>(null);
  const { register, handleSubmit, resetField, formState } = useForm<Values>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting, isValid } = formState;

  async function onSubmit(values: Values) {
    setError(null);
    try {
      const result = await bffFetch<{ next: string }>('/login', {
        method: 'POST',
        body: { ...values, next },
      });
      // A full load so every server component renders for the member (spec §4: login goes home or to `next`).
      hardNavigate(withBasePath(next ? result.next : homePathOf(locale)));
    } catch (e) {
      setError(e instanceof AppError ? e : new AppError('unknown'));
      resetField('password');
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormAlert error={error} />
      <div className="field">
        <label htmlFor="login-phone">{t('phone')}</label>
        <input
          id="login-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          placeholder={t('phonePlaceholder')}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'login-phone-error' : undefined}
          {...register('phone')}
        />
        {errors.phone?.message ? (
          <p id="login-phone-error" className="field-error">
            {tv(errors.phone.message)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('password')}</label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          showLabel={t('showPassword')}
          hideLabel={t('hidePassword')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        {errors.password?.message ? (
          <p id="login-password-error" className="field-error">
            {tv(errors.password.message)}
          </p>
        ) : null}
      </div>
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
