'use client';

import '@/components/register/register.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { OtpView } from '@/lib/casino/otp-view';
import {
  passwordPairFormSchema,
  phoneFormSchema,
  type PasswordPairForm,
  type PhoneForm,
} from '@/lib/forms/register';
import { otpSent } from '@/lib/stores/otp';
import { OtpStep } from '@/components/auth/otp-step';
import type { PopupMode } from '@/lib/stores/popup';
import { FormAlert } from '@/components/ui/form-alert';
import { FormButtons } from '@/components/ui/form-buttons';
import { TextField } from '@/components/ui/text-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { PasswordPairFields } from '@/components/register/password-pair-fields';

export type ResetMode = Extract<
  PopupMode,
  'Forgetpassword' | 'otpPassword' | 'otpNewpassword' | 'otpComplete'
>;

interface Props {
  mode: ResetMode;
  go: (mode: ResetMode) => void;
  onCancel: () => void;
  onLogin: () => void;
  serviceUrl: string;
}

/** Forgetpassword → otpPassword → otpNewpassword → otpComplete → /login (spec §4). */
export function ResetFlow({ mode, go, onCancel, onLogin, serviceUrl }: Props) {
  if (mode === 'Forgetpassword')
    return <PhoneStep onDone={() => go('otpPassword')} onCancel={onCancel} serviceUrl={serviceUrl} />;
  if (mode === 'otpPassword') return <ResetOtpStep onDone={() => go('otpNewpassword')} onCancel={onCancel} />;
  if (mode === 'otpNewpassword')
    return <NewPasswordStep onDone={() => go('otpComplete')} onCancel={onCancel} />;
  return <CompleteStep onLogin={onLogin} />;
}

function PhoneStep({
  onDone,
  onCancel,
  serviceUrl,
}: {
  onDone: () => void;
  onCancel: () => void;
  serviceUrl: string;
}) {
  const t = useTranslations('Reset');
  const form = useForm<PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });
  const { error, submit } = useBffSubmit(form.setError, ['phone']);
  const { errors, isSubmitting, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const started = await submit<{ next: 'otp'; otp: OtpView }>('/reset-password/start', values);
    if (!started) return;
    otpSent(values.phone, started.otp);
    onDone();
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="note">{t('phoneIntro')}</p>
      <FormAlert error={error} />
      <TextField
        id="reset-phone"
        label={t('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormButtons
        cancelLabel={t('cancel')}
        submitLabel={t('sendOtp')}
        onCancel={onCancel}
        busy={isSubmitting}
        invalid={!isValid}
      />
      <p className="form-footer">
        <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('service')}
        </a>
      </p>
    </form>
  );
}

function ResetOtpStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('Reset');
  return (
    <OtpStep
      flow="reset"
      submitLabel={t('confirmOtp')}
      cancelLabel={t('cancel')}
      onDone={onDone}
      onCancel={onCancel}
      clearAfterSubmit
    />
  );
}

function NewPasswordStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('Reset');
  const form = useForm<PasswordPairForm>({
    resolver: zodResolver(passwordPairFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { error, submit } = useBffSubmit(form.setError, ['password', 'password_confirmation']);
  const { errors, isSubmitting, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await submit('/reset-password/confirm-password', values);
    // Spec §4: fields clear after the new-password submission; the server's messages stay under them.
    form.reset({ password: '', password_confirmation: '' }, { keepErrors: true });
    if (ok) onDone();
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert error={error} />
      <PasswordPairFields idPrefix="reset" register={form.register} control={form.control} errors={errors} />
      <FormButtons
        cancelLabel={t('cancel')}
        submitLabel={t('savePassword')}
        onCancel={onCancel}
        busy={isSubmitting}
        invalid={!isValid}
      />
    </form>
  );
}

function CompleteStep({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('Reset');
  return (
    <div className="final-step">
      <p className="final-title">{t('doneTitle')}</p>
      <p>{t('doneText')}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onLogin}>
          {t('login')}
        </button>
      </div>
    </div>
  );
}
