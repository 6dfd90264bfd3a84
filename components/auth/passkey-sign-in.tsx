'use client';

import './passkeys.css';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { withBasePath } from '@/lib/base-path';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { usePasskeySupport } from '@/lib/hooks/use-passkeys';
import { homePathOf } from '@/lib/i18n/locales';
import { rememberLastSignIn, type LastSignIn } from '@/lib/last-sign-in';
import { hardNavigate } from '@/lib/navigate';
import { PasskeyCancelled, PasskeyUnsupported, passkeyAnswer } from '@/lib/passkeys/browser';
import { FormAlert } from '@/components/ui/form-alert';
import { ownAction } from '@/lib/stores/notices';

/*
 * "Sign in with a passkey" beside phone and password (docs/security.md, "Passkeys and step-up"): the
 * passkey is discoverable, so the device offers this site's passkeys and nothing is typed. Shown only
 * when the upstream keeps passkeys; a player without one sees the device say so and nothing else changes.
 */
export function PasskeySignIn({ next }: { next?: string }) {
  const t = useTranslations('Passkeys');
  const locale = useLocale();
  const { data } = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  if (!data?.available) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const answer = await passkeyAnswer();
      const result = await bffFetch<{ next: string; lastSignIn: LastSignIn | null }>('/passkeys/sign-in', {
        method: 'POST',
        body: { ...answer, next },
      });
      rememberLastSignIn(result.lastSignIn);
      ownAction('passkey_sign_in');
      hardNavigate(withBasePath(next ? result.next : homePathOf(locale)));
    } catch (e) {
      if (e instanceof PasskeyCancelled) setNote(t('cancelled'));
      else if (e instanceof PasskeyUnsupported) setNote(t('unsupported'));
      else if (e instanceof AppError && e.code === 'invalid_credentials') setNote(t('failed'));
      else setError(e instanceof AppError ? e : new AppError('unknown'));
      setBusy(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <FormAlert error={error} />
      {note ? (
        <p className="alert alert-warning" role="status">
          {note}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-secondary button-block passkey-button"
        disabled={busy}
        onClick={() => void signIn()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="9" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M2 21c0-4 3-6 7-6 1.5 0 2.8.3 3.8.8" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="13" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M18 15.5V22m0-3h2.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {busy ? t('signingIn') : t('signIn')}
      </button>
      <p className="form-divider">
        <span>{t('or')}</span>
      </p>
    </div>
  );
}
