'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { passwordPairFormSchema, type PasswordPairForm } from '@/lib/forms/register';
import { PROFILE_KEY } from '@/lib/hooks/use-profile';
import { FormAlert } from '@/components/ui/form-alert';
import { FormButtons } from '@/components/ui/form-buttons';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { PasswordPairFields } from './password-pair-fields';
import { useRegisterContext } from '@/lib/hooks/use-register-context';

/** Register step 2 (spec §2, §4): set the password; the member is then signed in for the bank step. */
export function RegisterPasswordStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('Register');
  const context = useRegisterContext();
  const { mutate } = useSWRConfig();
  const form = useForm<PasswordPairForm>({
    resolver: zodResolver(passwordPairFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { error, submit } = useBffSubmit(form.setError, ['password', 'password_confirmation']);
  const { errors, isSubmitting, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (await submit('/register/password', values)) {
      await mutate(PROFILE_KEY);
      onDone();
    }
  });
  const introducer = context?.adviser ?? context?.affiliateKey ?? context?.referralKey;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {introducer ? (
        <p className="note">
          {t(context?.referralKey && !context.adviser ? 'friend' : 'adviser', { name: introducer })}
        </p>
      ) : null}
      <FormAlert error={error} />
      <PasswordPairFields
        idPrefix="register"
        register={form.register}
        control={form.control}
        errors={errors}
      />
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
