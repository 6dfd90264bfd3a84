'use client';

import './register.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { bankMessageKey, findBank, registrationBanks } from '@/lib/casino/contract-banks';
import { bankFormSchema, type BankForm } from '@/lib/forms/register';
import { useProfile } from '@/lib/hooks/use-profile';
import { FormAlert } from '@/components/ui/form-alert';
import { FormButtons } from '@/components/ui/form-buttons';
import { TextField } from '@/components/ui/text-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { useSelectOnFocus } from '@/lib/hooks/use-select-on-focus';
import { BankLogo } from './bank-logo';
import type { KeyOf } from '@/lib/i18n/message-keys';

/** Register step 3 (spec §2, §4): one of 14 banks, then account number, name and messaging id. */
export function RegisterBankStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('Register');
  const banks = useTranslations('Banks');
  const phone = useProfile().data?.phone ?? '';
  const form = useForm<BankForm>({
    resolver: zodResolver(bankFormSchema),
    mode: 'onTouched',
    defaultValues: { bank: '', account_number: '', name: '', line: '' },
  });
  // The logo picker shows no server message under itself (only 'choose a bank' while none is chosen),
  // so a server refusal of the bank goes to the form's alert.
  const { error, submit } = useBffSubmit(form.setError, ['account_number', 'name', 'line']);
  const { errors, isSubmitting, isValid } = form.formState;
  const chosen = findBank(useWatch({ control: form.control, name: 'bank' }));
  const line = useWatch({ control: form.control, name: 'line' });
  const lineField = form.register('line');
  // the prefilled phone is a suggestion: the first tap selects it, so a LINE id typed replaces it
  const selectLine = useSelectOnFocus();

  // Spec §3: the messaging-app id is prefilled with the phone.
  useEffect(() => {
    if (phone && !form.getValues('line')) form.setValue('line', phone, { shouldValidate: true });
  }, [phone, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await submit('/register/bank-account', values)) onDone();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert error={error} />
      <fieldset className="bank-grid">
        <legend>{t('chooseBank')}</legend>
        {registrationBanks.map((bank) => (
          <label
            key={bank.key}
            className={`bank-option${chosen?.key === bank.key ? ' active' : ''}`}
            title={banks(`${bankMessageKey(bank) as KeyOf<'Banks'>}.full`)}
          >
            <input type="radio" value={bank.key} className="visually-hidden" {...form.register('bank')} />
            <BankLogo bank={bank} />
            <span className="bank-option-name">
              {banks(`${bankMessageKey(bank) as KeyOf<'Banks'>}.short`)}
            </span>
          </label>
        ))}
      </fieldset>
      {errors.bank?.message && !chosen ? <p className="field-error">{t('chooseBankError')}</p> : null}
      {chosen ? (
        <>
          <p className="bank-chosen" aria-live="polite">
            <BankLogo bank={chosen} size={28} /> {banks(`${bankMessageKey(chosen) as KeyOf<'Banks'>}.full`)}
          </p>
          <TextField
            id="register-account"
            label={t('accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            error={errors.account_number?.message}
            {...form.register('account_number')}
          />
          <TextField
            id="register-name"
            label={t('accountName')}
            autoComplete="name"
            hint={t('accountNameHint')}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            id="register-line"
            label={t('line')}
            autoComplete="off"
            hint={phone && line === phone ? t('lineHint') : undefined}
            error={errors.line?.message}
            {...lineField}
            {...selectLine}
          />
        </>
      ) : null}
      <FormButtons
        cancelLabel={t('cancel')}
        submitLabel={t('submitBank')}
        onCancel={onCancel}
        busy={isSubmitting}
        invalid={!isValid}
      />
    </form>
  );
}
