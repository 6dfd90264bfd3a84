'use client';

import './passkeys.css';

import { useTranslations } from 'next-intl';
import { useCallback, useState, type ReactNode } from 'react';
import { bffFetch } from '@/lib/bff/browser';
import { AppError } from '@/lib/errors';
import { usePasskeys } from '@/lib/hooks/use-passkeys';
import { PasskeyCancelled, PasskeyUnsupported, passkeyAnswer } from '@/lib/passkeys/browser';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';

/*
 * The step-up prompt (docs/security.md, "Passkeys and step-up"): the server refused an action with
 * `step_up_required`; the member proves themselves here — with a passkey where they have one, else
 * their password — and the action goes on by itself. The browser only asks: the server decides.
 */
function StepUpDialog({ onDone }: { onDone: (proved: boolean) => void }) {
  const t = useTranslations('StepUp');
  const tp = useTranslations('Passkeys');
  const tc = useTranslations('Common');
  const { data } = usePasskeys();
  const hasPasskey = (data?.passkeys.length ?? 0) > 0;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'passkey' | 'password' | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function prove(kind: 'passkey' | 'password') {
    setBusy(kind);
    setError(null);
    setNote(null);
    try {
      const body = kind === 'password' ? { password } : await passkeyAnswer();
      await bffFetch('/step-up', { method: 'POST', body });
      onDone(true);
    } catch (e) {
      if (e instanceof PasskeyCancelled) setNote(tp('cancelled'));
      else if (e instanceof PasskeyUnsupported) setNote(tp('unsupported'));
      else setError(e instanceof AppError ? e : new AppError('unknown'));
      setBusy(null);
    }
  }

  return (
    <Dialog title={t('title')} closeLabel={tc('close')} onClose={() => onDone(false)} className="step-up">
      <div className="form">
        <p>{t('intro')}</p>
        <FormAlert error={error} />
        {note ? (
          <p className="alert alert-warning" role="status">
            {note}
          </p>
        ) : null}
        {hasPasskey ? (
          <>
            <button
              type="button"
              className="button button-primary button-block"
              disabled={busy !== null}
              onClick={() => void prove('passkey')}
            >
              {busy === 'passkey' ? t('waiting') : t('usePasskey')}
            </button>
            <p className="form-divider">{t('orPassword')}</p>
          </>
        ) : null}
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (password) void prove('password');
          }}
        >
          <TextField
            id="step-up-password"
            label={t('password')}
            autoComplete="current-password"
            password={{ showLabel: t('showPassword'), hideLabel: t('hidePassword') }}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => onDone(false)}>
              {t('cancel')}
            </button>
            <button
              type="submit"
              className={`button ${hasPasskey ? 'button-secondary' : 'button-primary'}`}
              disabled={busy !== null || !password}
            >
              {busy === 'password' ? t('confirming') : t('confirm')}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}

/**
 * `ask()` opens the prompt and resolves true once the member proved themselves (false: they closed it);
 * `guard(work)` runs work and, refused with `step_up_required`, asks and runs it once more. Render
 * `dialog` where the prompt belongs.
 */
export function useStepUp(): {
  ask: () => Promise<boolean>;
  guard: <T>(work: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{ resolve: (proved: boolean) => void } | null>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setPending({ resolve })), []);
  const guard = useCallback(
    async <T,>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'step_up_required') throw e;
        if (!(await ask())) throw e;
        return work();
      }
    },
    [ask],
  );
  const dialog = pending ? (
    <StepUpDialog
      onDone={(proved) => {
        pending.resolve(proved);
        setPending(null);
      }}
    />
  ) : null;
  return { ask, guard, dialog };
}
