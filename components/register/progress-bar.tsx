'use client';

import './register.css';
import { useTranslations } from 'next-intl';

const steps = ['phone', 'password', 'bank', 'final'] as const;

/** Spec §2: a four-step progress bar — phone, set password, bank, final. */
export function ProgressBar({ current }: { current: 0 | 1 | 2 | 3 }) {
  const t = useTranslations('Register.steps');
  return (
    <ol className="progress-bar" aria-label={t('label')}>
      {steps.map((step, i) => (
        <li
          key={step}
          className={i < current ? 'done' : i === current ? 'current' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="progress-dot" aria-hidden="true">
            {i + 1}
          </span>
          <span className="progress-label">{t(step)}</span>
        </li>
      ))}
    </ol>
  );
}
