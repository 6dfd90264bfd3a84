'use client';

import './register.css';
import { useTranslations } from 'next-intl';
import { passwordCheckOrder, passwordChecks } from '@/lib/forms/password-checks';

/**
 * Spec §2's password remarks as a checklist that ticks while the player types, so the rules are
 * met before submitting rather than learnt from an error.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useTranslations('PasswordRules');
  return (
    <ul className="remarks password-checklist" aria-label={t('rulesLabel')}>
      {passwordCheckOrder.map((rule) => {
        const met = passwordChecks[rule](password);
        return (
          <li key={rule} className={met ? 'is-met' : undefined}>
            <span aria-hidden="true" className="password-check-mark">
              {met ? '✓' : '•'}
            </span>
            <span>{t(rule)}</span>
            <span className="visually-hidden">{t(met ? 'met' : 'unmet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
