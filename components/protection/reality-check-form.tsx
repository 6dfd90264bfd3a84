'use client';

import './protection.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { realityCheckChoices } from '@/lib/casino/contract-protection';
import type { ProtectionView } from '@/lib/protection/view';
import { notify } from '@/lib/stores/notifications';
import { FormAlert } from '@/components/ui/form-alert';
import { useBffSubmit } from '@/lib/hooks/use-bff-submit';
import { PROTECTION_KEY } from '@/lib/hooks/use-protection';

/** The reality-check interval (docs/player-protection.md): off, 15, 30 or 60 minutes. */
export function RealityCheckForm({ protection }: { protection: ProtectionView }) {
  const t = useTranslations('Protection');
  const { mutate } = useSWRConfig();
  const [minutes, setMinutes] = useState(protection.realityCheckMinutes);
  const { error, submit } = useBffSubmit(() => undefined, []);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const done = await submit<{ success: boolean; msg: string | null }>('/protection/reality-check', {
      minutes,
    });
    if (!done) return;
    if (done.msg) notify('success', done.msg);
    await mutate(PROTECTION_KEY);
  };

  return (
    <form className="form protection-section" onSubmit={(e) => void save(e)} aria-labelledby="reality-title">
      <h3 id="reality-title">{t('realityTitle')}</h3>
      <FormAlert error={error} />
      <fieldset className="reality-choices">
        <legend className="field-hint">{t('realityHint')}</legend>
        {realityCheckChoices.map((n) => (
          <label key={n} className="reality-choice">
            <input
              type="radio"
              name="reality"
              value={n}
              checked={minutes === n}
              onChange={() => setMinutes(n)}
            />
            {n === 0 ? t('off') : t('minutes', { n })}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary">
        {t('saveReality')}
      </button>
    </form>
  );
}
