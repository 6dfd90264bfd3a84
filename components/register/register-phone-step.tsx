'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { otpFormSchema, phoneFormSchema, type OtpForm, type PhoneForm } from '@/lib/forms/register';
import { FormAlert } from '@/components/ui/form-alert';
import { FormButtons } from '@/components/ui/form-buttons';
import { TextField } from '@/components/ui/text-field';
import { useBffSubmit } from '@/components/ui/use-bff-submit';
import { useRegisterContext } from './use-register-context';

interface Props {
  onDone: () => void;
  onCancel: () => void;
}

/** Register step 1 (spec §2): the phone; the OTP step passes by itself unless the operator sent a real code. */
export function RegisterPhoneStep({ onDone, onCancel }: Props) {
  const [needsOtp, setNeedsOtp] = useState(false);
  return needsOtp ? <OtpEntry onDone={onDone} onCancel={onCancel} /> : <PhoneEntry onDone={onDone} onOtp={() => setNeedsOtp(true)} onCancel={onCancel} />;
}

function PhoneEntry({ onDone, onOtp, onCancel }: { onDone: () => void; onOtp: () => void; onCancel: () => void }) {
  const t = useTranslations('Register');
  const context = useRegisterContext();
  const form = useForm<PhoneForm>({ resolver: zodResolver(phoneFormSchema), mode: 'onTouched', defaultValues: { phone: '' } });
  const { error, submit } = useBffSubmit(form.setError, ['phone']);
  const { errors, isSubmitting, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit<{ next: 'password' | 'otp' }>('/register/phone', values);
    if (result?.next === 'otp') onOtp();
    else if (result) onDone();
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
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormButtons cancelLabel={t('cancel')} submitLabel={t('next')} onCancel={onCancel} busy={isSubmitting} invalid={!isValid} />
    </form>
  );
}

function OtpEntry({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('Register');
  const form = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), mode: 'onTouched', defaultValues: { otp: '' } });
  const { error, submit } = useBffSubmit(form.setError, ['otp']);
  const { errors, isSubmitting, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (await submit('/register/otp', values)) onDone();
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="note">{t('otpSent')}</p>
      <FormAlert error={error} />
      <TextField id="register-otp" label={t('otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={errors.otp?.message} {...form.register('otp')} />
      <FormButtons cancelLabel={t('cancel')} submitLabel={t('next')} onCancel={onCancel} busy={isSubmitting} invalid={!isValid} />
    </form>
  );
}
