'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { limitPeriods, sessionLimitChoices, type LimitPeriod } from '@/lib/casino/contract-protection';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { ProtectionView } from '@/lib/protection/view';
import { notify } from '@/lib/stores/notifications';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { PROTECTION_KEY } from '@/lib/hooks/use-protection';
import { useSessionLength } from './session-limit-watch';
import { ownAction } from '@/lib/stores/notices';

type Values = Record<`loss_${LimitPeriod}`, string> & { session_minutes: string };

const asBaht = (satang: number | null) => (satang === null ? '' : String(satang / 100));

/**
 * Loss limits per 24 hours, 7 days and 30 days and a session-time limit (docs/player-protection.md, AGCO
 * 2.23-2.24), beside the deposit limits. Shown only when the upstream offers them (an optional extension).
 * A lower limit applies at once; a higher one or a removal after 24 hours, shown with when.
 */
export function PlayLimitsForm({
  loss,
  session,
}: {
  loss: NonNullable<ProtectionView['lossLimits']>;
  session: NonNullable<ProtectionView['sessionLimit']>;
}) {
  const t = useTranslations('Protection');
  const tw = useTranslations('Wallet');
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const length = useSessionLength();
  const form = useForm<Values>({
    defaultValues: {
      loss_day: asBaht(loss.day.amountSatang),
      loss_week: asBaht(loss.week.amountSatang),
      loss_month: asBaht(loss.month.amountSatang),
      session_minutes: session.minutes === null ? '' : String(session.minutes),
    },
  });
  const fields = ['loss_day', 'loss_week', 'loss_month', 'session_minutes'] as const;
  const { error, submit } = useBffSubmit(form.setError, fields);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(fields.map((f) => [f, values[f].trim().replace(/,/g, '')]));
    const saved = await submit<{ success: boolean; msg: string | null }>('/protection/play-limits', body);
    if (!saved) return;
    // the upstream tells the member's other devices (a limits_changed notice); this one saw it happen
    ownAction('limits_changed');
    if (saved.msg) notify('success', saved.msg);
    await mutate(PROTECTION_KEY);
  });

  const waiting = (pending: { from: string } | null, text: string | null) =>
    pending ? (text ?? t('pendingRemove', { date: formatDateTime(pending.from, locale) })) : null;

  return (
    <form
      className="form protection-section"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="play-limits-title"
    >
      <h3 id="play-limits-title">{t('playLimitsTitle')}</h3>
      <p className="field-hint">{t('playLimitsHint')}</p>
      <FormAlert error={error} />
      {limitPeriods.map((period) => {
        const { pending, usedSatang } = loss[period];
        const later = waiting(
          pending,
          pending && pending.amountSatang !== null
            ? t('pending', {
                amount: formatMoney(pending.amountSatang),
                date: formatDateTime(pending.from, locale),
              })
            : null,
        );
        return (
          <TextField
            key={period}
            id={`loss-${period}`}
            label={t(`loss.${period}`)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('noLimit')}
            suffix={tw('baht')}
            hint={
              <>
                <span>{t('lost', { amount: formatMoney(usedSatang) })}</span>
                {later ? (
                  <>
                    <br />
                    <span>{later}</span>
                  </>
                ) : null}
              </>
            }
            error={form.formState.errors[`loss_${period}`]?.message}
            {...form.register(`loss_${period}`)}
          />
        );
      })}
      <div className="field">
        <label htmlFor="session-minutes" className="field-label">
          {t('sessionLimit')}
        </label>
        <select
          id="session-minutes"
          aria-describedby="session-minutes-hint"
          {...form.register('session_minutes')}
        >
          <option value="">{t('noLimit')}</option>
          {sessionLimitChoices.map((n) => (
            <option key={n} value={n}>
              {length(n)}
            </option>
          ))}
        </select>
        <p id="session-minutes-hint" className="field-hint">
          {waiting(
            session.pending,
            session.pending && session.pending.minutes !== null
              ? t('pendingSession', {
                  time: length(session.pending.minutes),
                  date: formatDateTime(session.pending.from, locale),
                })
              : null,
          ) ?? t('sessionLimitHint')}
        </p>
        {form.formState.errors.session_minutes?.message ? (
          <p className="field-error">{form.formState.errors.session_minutes.message}</p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
        {t('savePlayLimits')}
      </button>
    </form>
  );
}
