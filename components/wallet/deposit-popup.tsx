'use client';

import './wallet.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { textFormResolver } from '@/lib/forms/text-resolver';
import { formatMoney } from '@/lib/format';
import { pickText } from '@/lib/i18n/localized-text';
import { useProfile } from '@/lib/hooks/use-profile';
import { closePopup, openPopup } from '@/lib/stores/popup';
import {
  selectPromotion,
  setDepositAmount,
  walletStore,
  watchRequest,
  type PendingView,
} from '@/lib/stores/wallet';
import { useStore } from '@/lib/hooks/use-store';
import { BreakNotice } from '@/components/protection/break-notice';
import { DepositLimitNote } from '@/components/protection/deposit-limit-note';
import { DepositPauseNotice } from '@/components/protection/deposit-pause-notice';
import { FormAlert } from '@/components/ui/form-alert';
import { AmountField } from '@/components/ui/amount-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { ProcessingNotice } from './processing-notice';
import { PromotionTerms } from './promotion-terms';
import { PromotionThumb } from './promotion-thumb';
import { usePromotionTerms } from '@/lib/hooks/use-promotion-terms';
import { useProtection } from '@/lib/hooks/use-protection';
import { depositBounds, typedSatang } from '@/lib/wallet/deposit-bounds';
import { toWireBaht } from '@/lib/casino/contract-money';
import { useDepositBoundsText } from './deposit-bounds-hint';
import { QuickAmounts } from './quick-amounts';

// Spec §5: the amount is required-only on the client ('กรอกจำนวนเงิน'); its bounds are the server's.
type Values = { amount: string };
const amountResolver = textFormResolver<Values>({ amount: { requiredKey: 'amountInvalid', trim: true } });

/** The Deposit popup (spec §2): credit, chosen promotion, amount in baht, promotion details. */
export function DepositPopup() {
  const t = useTranslations('Wallet');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const { data: profile } = useProfile();
  const { promotionId } = useStore(walletStore);
  const terms = usePromotionTerms();
  const protection = useProtection().data;
  // withdraw-only during a break (docs/player-protection.md): the form is shown, closed, with why and until when
  const onBreak = protection?.exclusion ?? null;
  // the payout interlock (docs/player-protection.md): no deposits while payouts are paused or far too slow
  const paused = onBreak ? null : (protection?.depositsPaused ?? null);
  const closed = !!onBreak || !!paused;
  const form = useForm<Values>({
    resolver: amountResolver,
    mode: 'onTouched',
    // what was typed before a trip to the Promotion popup
    defaultValues: { amount: walletStore.get().depositAmount },
  });
  const { error, processing, submit } = useBffSubmit(form.setError, ['amount'], { idempotent: true });
  const { errors, isSubmitting, isValid } = form.formState;
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const amountSatang = typedSatang(amountText);
  useEffect(() => setDepositAmount(amountText), [amountText]);
  const chosen = promotionId !== '0' ? profile?.promotions.find((p) => p.id === promotionId) : undefined;
  const chosenTerms = chosen ? terms.find((p) => p.id === chosen.id) : undefined;
  // in the page's language where the upstream gives that name (lib/i18n/localized-text.ts)
  const chosenName = chosen ? pickText(chosen.names, chosen.name, locale) : null;
  // Spec §5 promotion selection is required once the member asked for one: a choice that is no longer
  // offered (taken elsewhere, ended, or closed by a deposit) must be made again or dropped, never sent.
  const choiceGone = promotionId !== '0' && !!profile && !chosen;
  // A member's first deposit, with a welcome bonus theirs to take (the upstream's `welcome` extension)
  const welcome =
    promotionId === '0' && profile && !profile.hasDeposited
      ? profile.promotions.find((p) => p.welcome)
      : undefined;
  const welcomeTerms = welcome ? terms.find((p) => p.id === welcome.id) : undefined;
  const welcomeName = welcome ? pickText(welcome.names, welcome.name, locale) : null;
  const bounds = depositBounds({
    operatorMinSatang: profile?.depositMinSatang ?? null,
    operatorMaxSatang: profile?.depositMaxSatang ?? null,
    promotionMaxSatang: chosenTerms?.depositMaxSatang ?? null,
    limitRemainingSatang: protection?.remainingSatang ?? null,
  });
  const boundsText = useDepositBoundsText(bounds);
  // a quick amount fills the field as the member would have typed it ('500')
  const pick = (satang: number) =>
    form.setValue('amount', toWireBaht(satang).replace(/\.00$/, ''), {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });

  if (!profile) return <p className="spinner" aria-label={t('loading')} />;
  if (!profile.bank) {
    return (
      <div className="empty-state">
        <p>{t('noBank')}</p>
        <button type="button" className="button button-primary" onClick={() => openPopup('RegisterBank')}>
          {t('addBank')}
        </button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    const pending = await submit<PendingView>('/requests/deposit', {
      amount,
      promotion_id: Number(promotionId) || 0,
    });
    if (!pending) return;
    watchRequest(pending);
    selectPromotion('0');
    setDepositAmount('');
    openPopup('DepositProcess');
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="balance">
        {t('credit')} <strong className="money">{formatMoney(profile.creditSatang)}</strong> {t('baht')}
      </p>
      <BreakNotice scope="deposit" exclusion={onBreak} />
      <DepositPauseNotice reason={paused} />
      <fieldset className="form-group-plain" disabled={closed}>
        {chosen && chosenName ? (
          <div className="promotion-card">
            <PromotionThumb imageUrl={chosen.imageUrl} />
            <div className="promotion-card-body">
              <p className="promotion-card-name" lang={chosenName.lang}>
                {chosenName.text}
              </p>
              {chosenTerms ? <PromotionTerms promotion={chosenTerms} amountSatang={amountSatang} /> : null}
            </div>
            <PromotionActions choose={t('changePromotion')} drop={t('cancelPromotion')} />
          </div>
        ) : choiceGone ? (
          <div className="promotion-card">
            <p id="deposit-promotion-error" className="field-error">
              {tv('promotionRequired')}
            </p>
            <p className="field-hint">{t('promotionGone')}</p>
            <PromotionActions choose={t('getPromotion')} drop={t('cancelPromotion')} />
          </div>
        ) : (
          <>
            {welcome && welcomeName ? (
              // The first deposit is where the welcome bonus applies: offered in one tap, never chosen
              // for the member (a bonus brings a turnover to play before withdrawing, spec §3).
              <div className="promotion-offer">
                <PromotionThumb imageUrl={welcome.imageUrl} />
                <div className="promotion-card-body">
                  <p className="promotion-offer-kicker">{t('welcomeOffer')}</p>
                  <p className="promotion-offer-name" lang={welcomeName.lang}>
                    {welcomeName.text}
                  </p>
                  {welcomeTerms ? (
                    <PromotionTerms promotion={welcomeTerms} amountSatang={amountSatang} />
                  ) : null}
                </div>
                <div className="promotion-card-actions">
                  <button
                    type="button"
                    className="button button-primary button-small"
                    onClick={() => selectPromotion(welcome.id)}
                  >
                    {t('welcomeTake')}
                  </button>
                </div>
              </div>
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => openPopup('Promotion')}>
              {t('getPromotion')}
            </button>
          </>
        )}
        <DepositLimitNote firstDeposit={!profile.hasDeposited} />
        {processing ? <ProcessingNotice /> : <FormAlert error={error} />}
        <AmountField
          id="deposit-amount"
          label={t('amount')}
          suffix={t('baht')}
          error={errors.amount?.message}
          hint={boundsText}
          {...form.register('amount')}
        />
        <QuickAmounts bounds={bounds} valueSatang={amountSatang} onPick={pick} />
      </fieldset>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={closePopup}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={isSubmitting || !isValid || choiceGone || closed}
        >
          {t('submitDeposit')}
        </button>
      </div>
    </form>
  );
}

/** Choose (again) or drop the promotion: under the chosen one, and under a choice no longer offered. */
function PromotionActions({ choose, drop }: { choose: string; drop: string }) {
  return (
    <div className="promotion-card-actions">
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => openPopup('Promotion')}
      >
        {choose}
      </button>
      <button type="button" className="button button-ghost button-small" onClick={() => selectPromotion('0')}>
        {drop}
      </button>
    </div>
  );
}
