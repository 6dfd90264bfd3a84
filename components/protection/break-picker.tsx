'use client';

import './protection.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { selfExclusionPeriods, timeoutPeriods, type ExclusionPeriod } from '@/lib/casino/contract-protection';
import { formatDateTime } from '@/lib/dates';
import type { ProtectionView } from '@/lib/protection/view';
import { notify } from '@/lib/stores/notifications';
import { FormAlert } from '@/components/ui/form-alert';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { PROTECTION_KEY } from '@/lib/hooks/use-protection';

/*
 * Time-out and self-exclusion in two clicks (docs/player-protection.md): a period, then the
 * confirmation. Periods no longer than a running break are not offered, since a break cannot be
 * shortened.
 */
export function BreakPicker({ protection }: { protection: ProtectionView }) {
  const t = useTranslations('Protection');
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const [chosen, setChosen] = useState<ExclusionPeriod | null>(null);
  const { error, submit } = useBffSubmit(() => undefined, []);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    const done = await submit<{ success: boolean; msg: string | null }>('/protection/exclusion', {
      period: chosen,
    });
    setBusy(false);
    if (!done) return;
    if (done.msg) notify('success', done.msg);
    setChosen(null);
    await mutate(PROTECTION_KEY);
  };

  const group = (label: string, periods: readonly ExclusionPeriod[]) => (
    <div className="break-group" role="group" aria-label={label}>
      <p className="field-label">{label}</p>
      <div className="break-options">
        {periods.map((p) => (
          <button
            key={p}
            type="button"
            className="button button-secondary button-small"
            onClick={() => setChosen(p)}
          >
            {t(`periods.${p}`)}
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <section className="protection-section" aria-labelledby="break-title">
      <h3 id="break-title">{t('breakTitle')}</h3>
      <p className="field-hint">{t('breakHint')}</p>
      {protection.exclusion ? (
        <p className="alert alert-warning" role="status">
          {t('onBreak', { until: formatDateTime(protection.exclusion.until, locale) })}
        </p>
      ) : null}
      <FormAlert error={error} />
      {chosen ? (
        <div className="break-confirm" role="alertdialog" aria-labelledby="break-question">
          <p id="break-question">{t('confirmQuestion', { period: t(`periods.${chosen}`) })}</p>
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => setChosen(null)}>
              {t('back')}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {t('confirmBreak')}
            </button>
          </div>
        </div>
      ) : (
        <>
          {group(t('timeout'), timeoutPeriods)}
          {group(t('selfExclusion'), selfExclusionPeriods)}
        </>
      )}
    </section>
  );
}
