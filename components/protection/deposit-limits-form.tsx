'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { limitPeriods, type LimitPeriod } from '@/lib/casino/contract-protection';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { ProtectionView } from '@/lib/protection/view';
import { notify } from '@/lib/stores/notifications';
import { FormAlert } from '@/components/ui/form-alert';
import { AmountField } from '@/components/ui/amount-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { PROTECTION_KEY } from '@/lib/hooks/use-protection';
import { ownAction } from '@/lib/stores/notices';

type Values = Record<LimitPeriod, string>;

const asBaht = (satang: number | null) => (satang === null ? '' : String(satang / 100));

/** Deposit limits per 24 hours, 7 days and 30 days (docs/player-protection.md); empty means no limit. */
export function DepositLimitsForm({ protection }: { protection: ProtectionView }) {
  const t = useTranslations('Protection');
  const locale = useLocale();
  const tw = useTranslations('Wallet');
  const { mutate } = useSWRConfig();
  const { limits } = protection;
  const form = useForm<Values>({
    defaultValues: {
      day: asBaht(limits.day.amountSatang),
      week: asBaht(limits.week.amountSatang),
      month: asBaht(limits.month.amountSatang),
    },
  });
  const { error, submit } = useBffSubmit(form.setError, limitPeriods);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(limitPeriods.map((p) => [p, values[p].trim().replace(/,/g, '')]));
    const saved = await submit<{ success: boolean; msg: string | null }>('/protection/deposit-limits', body);
    if (!saved) return;
    // the upstream tells the member's other devices (a limits_changed notice); this one saw it happen
    ownAction('limits_changed');
    if (saved.msg) notify('success', saved.msg);
    await mutate(PROTECTION_KEY);
  });

  return (
    <form className="form protection-section" onSubmit={onSubmit} noValidate aria-labelledby="limits-title">
      <h3 id="limits-title">{t('limitsTitle')}</h3>
      <p className="field-hint">{t('limitsHint')}</p>
      <FormAlert error={error} />
      {limitPeriods.map((period) => {
        const { pending, usedSatang } = limits[period];
        const hint = (
          <>
            <span>{t('used', { amount: formatMoney(usedSatang) })}</span>
            {pending ? (
              <>
                <br />
                <span>
                  {pending.amountSatang === null
                    ? t('pendingRemove', { date: formatDateTime(pending.from, locale) })
                    : t('pending', {
                        amount: formatMoney(pending.amountSatang),
                        date: formatDateTime(pending.from, locale),
                      })}
                </span>
              </>
            ) : null}
          </>
        );
        return (
          <AmountField
            key={period}
            id={`limit-${period}`}
            label={t(period)}
            placeholder={t('noLimit')}
            suffix={tw('baht')}
            hint={hint}
            error={form.formState.errors[period]?.message}
            {...form.register(period)}
          />
        );
      })}
      <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
        {t('saveLimits')}
      </button>
    </form>
  );
}
