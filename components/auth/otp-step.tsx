'use client';

import '@/components/register/register.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OtpView } from '@/lib/casino/otp-view';
import { otpFormSchema, type OtpForm } from '@/lib/forms/register';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { useStore } from '@/lib/hooks/use-store';
import { maskPhone } from '@/lib/phone';
import { otpSent, otpStore } from '@/lib/stores/otp';
import { FormAlert } from '@/components/ui/form-alert';
import { FormButtons } from '@/components/ui/form-buttons';
import { TextField } from '@/components/ui/text-field';

interface Props {
  /** 'register' or 'reset': the field's id and the flow's BFF paths. */
  flow: 'register' | 'reset';
  submitLabel: string;
  cancelLabel: string;
  onDone: () => void;
  onCancel: () => void;
  /** Spec §4 (reset): the field clears after a submission, the server's message stays under it. */
  clearAfterSubmit?: boolean;
}

const paths = {
  register: { verify: '/register/otp', resend: '/register/otp/resend' },
  reset: { verify: '/reset-password/confirm-otp', resend: '/reset-password/resend' },
} as const;

/** Whole seconds left until `at`, never below 0, kept current while the step is open. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // half a second, so a new countdown (after a resend) shows its first second without a visible lag
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The one OTP step of registration and password reset: which number the code went to (masked, as the
 * header shows a phone), the reference the SMS carries, and a new code after the countdown, which the
 * BFF and the reference API enforce too (casino-api/README.md, "OTP reference and resend").
 */
export function OtpStep({ flow, submitLabel, cancelLabel, onDone, onCancel, clearAfterSubmit }: Props) {
  const t = useTranslations('Otp');
  const sent = useStore(otpStore);
  const seconds = useSecondsUntil(sent?.resendAt ?? 0);
  const [resent, setResent] = useState(false);
  const [asking, setAsking] = useState(false);
  const form = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const { error, submit } = useBffSubmit(form.setError, ['otp']);
  const resend = useBffSubmit(form.setError, ['otp']);
  const { errors, isSubmitting, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await submit(paths[flow].verify, values);
    if (clearAfterSubmit) form.reset({ otp: '' }, { keepErrors: true });
    if (ok) onDone();
  });

  const askAgain = async () => {
    setResent(false);
    setAsking(true);
    form.clearErrors('otp');
    const answer = await resend.submit<{ otp: OtpView }>(paths[flow].resend, {});
    setAsking(false);
    if (!answer || !sent) return;
    otpSent(sent.phone, answer.otp);
    form.reset({ otp: '' });
    setResent(true);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className="note otp-sent">
        {sent ? <p>{t('sentTo', { phone: maskPhone(sent.phone) })}</p> : null}
        {sent?.ref ? (
          <p>
            <strong className="otp-ref">{t('ref', { ref: sent.ref })}</strong>
            <br />
            <span className="field-hint">{t('refHint')}</span>
          </p>
        ) : null}
      </div>
      <FormAlert error={error ?? resend.error} />
      <TextField
        id={`${flow}-otp`}
        label={t('label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <p className="otp-resend" aria-live="polite">
        {seconds > 0 ? (
          <span>{t('resendIn', { seconds })}</span>
        ) : (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={askAgain}
            disabled={asking}
          >
            {asking ? t('resending') : t('resend')}
          </button>
        )}
        {resent ? (
          <>
            <br />
            <span role="status">{t('resent')}</span>
          </>
        ) : null}
      </p>
      <FormButtons
        cancelLabel={cancelLabel}
        submitLabel={submitLabel}
        onCancel={onCancel}
        busy={isSubmitting}
        invalid={!isValid}
      />
    </form>
  );
}
