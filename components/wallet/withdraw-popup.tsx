'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '@/lib/format';
import { useProfile } from '@/lib/hooks/use-profile';
import { closePopup, openPopup } from '@/lib/stores/popup';
import { watchRequest } from '@/lib/stores/wallet';
import type { ProfileView } from '@/lib/casino/profile-view';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { ProcessingNotice } from './processing-notice';
import { BankCard } from './bank-card';
import { PayoutTime } from './payout-time';

// Spec §5: required-only ('จำนวนเงินที่ต้องการถอน'), defaulting to the game credit as a whole number.
const withdrawFormSchema = z.object({ amount: z.string().trim().min(1, 'withdrawAmountRequired') });
type Values = z.infer<typeof withdrawFormSchema>;

/** The Withdraw popup (spec §2): the member's bank, an amount, submit and cancel. */
export function WithdrawPopup() {
  const { data: profile } = useProfile();
  if (!profile) return <p className="spinner" aria-busy="true" />;
  return <WithdrawForm profile={profile} />;
}

function WithdrawForm({ profile }: { profile: ProfileView }) {
  const t = useTranslations('Wallet');
  const form = useForm<Values>({
    resolver: zodResolver(withdrawFormSchema),
    mode: 'onTouched',
    defaultValues: { amount: String(Math.floor(profile.creditSatang / 100)) },
  });
  const { error, processing, submit } = useBffSubmit(form.setError, ['amount'], { idempotent: true });
  const { errors, isSubmitting, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    const pending = await submit<{ id: string; amountSatang: number; createdAt: string } | null>(
      '/requests/withdraw',
      { amount },
    );
    if (!pending) return;
    watchRequest({ ...pending, type: 'withdraw', qrCode: null });
    openPopup('WithdrawProcess');
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="balance">
        {t('credit')} <strong className="money">{formatMoney(profile.creditSatang)}</strong> {t('baht')}
      </p>
      {profile.bank ? (
        <BankCard account={profile.bank} />
      ) : (
        <p className="alert alert-warning">{t('noBank')}</p>
      )}
      {processing ? <ProcessingNotice /> : <FormAlert error={error} />}
      <TextField
        id="withdraw-amount"
        label={t('withdrawAmount')}
        inputMode="decimal"
        autoComplete="off"
        suffix={t('baht')}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <p className="process-note">{t('withdrawNote')}</p>
      <PayoutTime />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={closePopup}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={isSubmitting || !isValid || !profile.bank}
        >
          {t('submitWithdraw')}
        </button>
      </div>
    </form>
  );
}
