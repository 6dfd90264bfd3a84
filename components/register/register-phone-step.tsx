'use client';

import './register.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { OtpView } from '@/lib/casino/otp-view';
import { registerPhoneFormSchema, type RegisterPhoneForm } from '@/lib/forms/register';
import { Link } from '@/lib/i18n/navigation';
import { legalAge } from '@/lib/protection/settings';
import { FormAlert } from '@/components/ui/form-alert';
import { FormButtons } from '@/components/ui/form-buttons';
import { TextField } from '@/components/ui/text-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { useRegisterContext } from '@/lib/hooks/use-register-context';
import { otpSent } from '@/lib/stores/otp';
import { OtpStep } from '@/components/auth/otp-step';
import type { ValidationKey } from '@/lib/i18n/message-keys';

interface Props {
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Register step 1 (spec §2): the phone and the legal-age and policy confirmation
 * (docs/player-protection.md); the OTP step passes by itself unless the operator sent a real code.
 */
export function RegisterPhoneStep({ onDone, onCancel }: Props) {
  const t = useTranslations('Register');
  const [needsOtp, setNeedsOtp] = useState(false);
  return needsOtp ? (
    <OtpStep
      flow="register"
      submitLabel={t('next')}
      cancelLabel={t('cancel')}
      onDone={onDone}
      onCancel={onCancel}
    />
  ) : (
    <PhoneEntry onDone={onDone} onOtp={() => setNeedsOtp(true)} onCancel={onCancel} />
  );
}

function PhoneEntry({
  onDone,
  onOtp,
  onCancel,
}: {
  onDone: () => void;
  onOtp: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('Register');
  const context = useRegisterContext();
  const form = useForm<RegisterPhoneForm>({
    resolver: zodResolver(registerPhoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });
  const { error, submit } = useBffSubmit(form.setError, ['phone', 'age_confirmed']);
  const { errors, isSubmitting, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit<{ next: 'password' } | { next: 'otp'; otp: OtpView }>(
      '/register/phone',
      values,
    );
    if (result?.next === 'otp') {
      otpSent(values.phone, result.otp);
      onOtp();
    } else if (result) onDone();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {context?.adviser ? <p className="note">{t('adviser', { name: context.adviser })}</p> : null}
      <FormAlert error={error} />
      <TextField
        id="register-phone"
        label={t('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('phonePlaceholder')}
        maxLength={10}
        hint={t('phoneHint')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <AgeConfirmation error={errors.age_confirmed?.message} {...form.register('age_confirmed')} />
      <FormButtons
        cancelLabel={t('cancel')}
        submitLabel={t('next')}
        onCancel={onCancel}
        busy={isSubmitting}
        invalid={!isValid}
      />
    </form>
  );
}

/*
 * One box for age and policies: links open in a new tab so the step being filled in is not lost,
 * and a link inside the label is followed rather than ticking the box.
 */
function AgeConfirmation({ error, ...input }: { error?: string } & UseFormRegisterReturn<'age_confirmed'>) {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation');
  const link = (href: '/privacy-policy' | '/responsible-play') =>
    function PolicyLink(chunks: ReactNode) {
      return (
        <Link href={href} target="_blank" rel="noopener">
          {chunks}
        </Link>
      );
    };
  return (
    <div className="field field-check">
      <label>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'register-age-error' : undefined}
          {...input}
        />
        <span>
          {t.rich('ageTerms', {
            age: legalAge(),
            privacy: link('/privacy-policy'),
            play: link('/responsible-play'),
          })}
        </span>
      </label>
      {error ? (
        <p id="register-age-error" className="field-error">
          {tv.has(error as ValidationKey) ? tv(error as ValidationKey) : error}
        </p>
      ) : null}
    </div>
  );
}
