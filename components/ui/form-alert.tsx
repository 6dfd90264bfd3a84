'use client';

import { useTranslations } from 'next-intl';
import type { AppError } from '@/lib/errors';
import { useUpstreamText } from '@/lib/hooks/use-upstream-text';
import type { ValidationKey } from '@/lib/i18n/message-keys';

/*
 * The red alert of spec §8: our own errors by translated code; upstream field messages, which
 * are already the spec's Thai sentences, as they are; our validation keys translated.
 */
export function FormAlert({ error }: { error: AppError | null }) {
  const t = useTranslations();
  const upstream = useUpstreamText();
  if (!error) return null;
  const details = Object.values(error.fieldErrors ?? {})
    .flat()
    .map((m) =>
      t.has(`Validation.${m as ValidationKey}`) ? t(`Validation.${m as ValidationKey}`) : upstream(m),
    );
  // The server's own sentences say what is wrong; a generic headline above them would only repeat it.
  return (
    <div className="alert alert-error" role="alert">
      {details.length ? null : <p>{t(`Errors.${error.code}`)}</p>}
      {details.length ? (
        <ul>
          {[...new Set(details)].map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
