'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { textFormResolver } from '@/lib/forms/text-resolver';
import { formatMoney } from '@/lib/format';
import { pickText, type PickedText } from '@/lib/i18n/localized-text';
import { useCreditCheck } from '@/lib/hooks/use-credit-check';
import { useProfile } from '@/lib/hooks/use-profile';
import { closePopup, openPopup } from '@/lib/stores/popup';
import { watchRequest } from '@/lib/stores/wallet';
import type { ProfileView } from '@/lib/casino/profile-view';
import { CLEAR_TURNOVER_BELOW_SATANG, turnoverOf, type TurnoverState } from '@/lib/casino/turnover';
import { FormAlert } from '@/components/ui/form-alert';
import { AmountField } from '@/components/ui/amount-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { useStepUp } from '@/components/auth/step-up-dialog';
import { ProcessingNotice } from './processing-notice';
import { BankCard } from './bank-card';
import { PayoutTime } from './payout-time';
import { TurnoverProgress } from './turnover-progress';

// Spec §5: required-only ('จำนวนเงินที่ต้องการถอน'), defaulting to the game credit as a whole number.
type Values = { amount: string };
const amountResolver = textFormResolver<Values>({
  amount: { requiredKey: 'withdrawAmountRequired', trim: true },
});

const TURNOVER_NOTICE_ID = 'withdraw-turnover';

/** The Withdraw popup (spec §2): the member's bank, an amount, submit and cancel. */
export function WithdrawPopup() {
  const { data: profile } = useProfile();
  if (!profile) return <p className="spinner" aria-busy="true" />;
  return <WithdrawForm profile={profile} />;
}

function WithdrawForm({ profile }: { profile: ProfileView }) {
  const t = useTranslations('Wallet');
  const locale = useLocale();
  // the whole credit as a whole number of baht: the field's default (spec §5) and the withdraw-all chip
  const wholeCredit = String(Math.floor(profile.creditSatang / 100));
  const form = useForm<Values>({
    resolver: amountResolver,
    mode: 'onTouched',
    defaultValues: { amount: wholeCredit },
  });
  // A withdrawal needs a fresh proof of the player (docs/security.md, "Passkeys and step-up"): the server
  // says so, the prompt opens, and the same amount goes again once they proved themselves.
  const stepUp = useStepUp();
  const { error, processing, submit } = useBffSubmit(form.setError, ['amount'], {
    idempotent: true,
    stepUp: stepUp.ask,
  });
  const { errors, isSubmitting, isValid } = form.formState;
  const turnover = turnoverOf(profile);
  // Unmet turnover is said before the player types an amount, with what is left. The form stays open:
  // spec §5 keeps client checks to required fields and the upstream decides (an operator may allow a
  // withdrawal here); its refusal shows once, under the amount.
  const warned = turnover?.blocksWithdrawal ?? false;
  const withdrawAll = () =>
    form.setValue('amount', wholeCredit, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

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
    <>
      {/* outside the form: the prompt has a form of its own */}
      {stepUp.dialog}
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="balance">
          {t('credit')} <strong className="money">{formatMoney(profile.creditSatang)}</strong> {t('baht')}
        </p>
        {profile.bank ? (
          <BankCard account={profile.bank} />
        ) : (
          <p className="alert alert-warning">{t('noBank')}</p>
        )}
        {turnover && profile.currentPromotion ? (
          warned ? (
            <TurnoverNotice
              turnover={turnover}
              promotion={pickText(profile.currentPromotion.names, profile.currentPromotion.name, locale)}
            />
          ) : (
            <TurnoverProgress doneSatang={turnover.doneSatang} requiredSatang={turnover.requiredSatang} />
          )
        ) : null}
        {processing ? <ProcessingNotice /> : <FormAlert error={error} />}
        <AmountField
          id="withdraw-amount"
          label={t('withdrawAmount')}
          suffix={t('baht')}
          error={errors.amount?.message}
          aria-describedby={warned ? TURNOVER_NOTICE_ID : undefined}
          {...form.register('amount')}
        />
        <div className="quick-amounts">
          <button
            type="button"
            className="quick-amount quick-amount-wide"
            disabled={profile.creditSatang < 100}
            onClick={withdrawAll}
          >
            {t('withdrawAll')}
          </button>
        </div>
        <div className="withdraw-notes">
          <p className="process-note">{t('withdrawNote')}</p>
          <PayoutTime />
        </div>
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
    </>
  );
}

/*
 * Unmet turnover, before anything is typed: a warning that the withdrawal may be refused, what is done,
 * what is required and what is left (in baht),
 * and — when spec §9's rule applies (credit under 20 baht) — the clear-turnover the credit check does
 * (lib/machines/credit-check.ts: check-credit, then check-turnover clears it). The promotion is named in
 * the page's language where the upstream gives that name (lib/i18n/localized-text.ts).
 */
function TurnoverNotice({ turnover, promotion }: { turnover: TurnoverState; promotion: PickedText }) {
  const tw = useTranslations('Withdraw');
  const credit = useCreditCheck();
  return (
    <div className="alert alert-warning withdraw-turnover" id={TURNOVER_NOTICE_ID} role="status">
      <p>
        <strong>
          {tw.rich('turnoverBlocked', {
            promotion: promotion.text,
            name: (chunks) => <span lang={promotion.lang}>{chunks}</span>,
          })}
        </strong>
      </p>
      <TurnoverProgress doneSatang={turnover.doneSatang} requiredSatang={turnover.requiredSatang} />
      {turnover.canClear ? (
        <>
          <p>{tw('clearOffer', { threshold: formatMoney(CLEAR_TURNOVER_BELOW_SATANG) })}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={credit.start}
            disabled={credit.checking}
          >
            {credit.checking ? tw('clearing') : tw('clearTurnover')}
          </button>
        </>
      ) : null}
    </div>
  );
}
